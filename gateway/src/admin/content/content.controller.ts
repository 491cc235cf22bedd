import { Controller } from '@nestjs/common';
import {
  adminContentApi,
  CreateBlogPost,
  CreateCategory,
  GetSiteSettings,
  ListBlogPostsForStaff,
  ListCategoriesForStaff,
  UpdateBlogPost,
  UpdateCategory,
  UpdateSiteSettings,
  type RouteInput,
} from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { Context } from '../../common/request-context';
import { Input, Route } from '../../common/route.decorator';

/** The back office's settings, categories and blog posts: forwarded to the catalog, which checks the role again. */
@Controller()
export class AdminContentController {
  constructor(private readonly client: RequestClient) {}

  @Route(adminContentApi.getSettings)
  settings(@Context() ctx: RequestContext) {
    return this.client.request(GetSiteSettings, {}, ctx);
  }

  @Route(adminContentApi.updateSettings)
  updateSettings(@Input() { body }: RouteInput<typeof adminContentApi.updateSettings>, @Context() ctx: RequestContext) {
    return this.client.request(UpdateSiteSettings, body, ctx);
  }

  @Route(adminContentApi.listCategories)
  categories(@Context() ctx: RequestContext) {
    return this.client.request(ListCategoriesForStaff, {}, ctx);
  }

  @Route(adminContentApi.createCategory)
  createCategory(@Input() { body }: RouteInput<typeof adminContentApi.createCategory>, @Context() ctx: RequestContext) {
    return this.client.request(CreateCategory, body, ctx);
  }

  @Route(adminContentApi.updateCategory)
  updateCategory(@Input() { params, body }: RouteInput<typeof adminContentApi.updateCategory>, @Context() ctx: RequestContext) {
    return this.client.request(UpdateCategory, { id: params.id, ...body }, ctx);
  }

  @Route(adminContentApi.listBlogPosts)
  posts(@Context() ctx: RequestContext) {
    return this.client.request(ListBlogPostsForStaff, {}, ctx);
  }

  @Route(adminContentApi.createBlogPost)
  createPost(@Input() { body }: RouteInput<typeof adminContentApi.createBlogPost>, @Context() ctx: RequestContext) {
    return this.client.request(CreateBlogPost, body, ctx);
  }

  @Route(adminContentApi.updateBlogPost)
  updatePost(@Input() { params, body }: RouteInput<typeof adminContentApi.updateBlogPost>, @Context() ctx: RequestContext) {
    return this.client.request(UpdateBlogPost, { id: params.id, ...body }, ctx);
  }
}
