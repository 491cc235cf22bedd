import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  CreateBlogPost,
  CreateCategory,
  GetSiteSettings,
  ListBlogPostsForStaff,
  ListCategoriesForStaff,
  UpdateBlogPost,
  UpdateCategory,
  UpdateSiteSettings,
  type ParsedRequestOf,
} from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { ContentForStaffService } from './content-for-staff.service';
import { SiteSettingsService } from './site-settings.service';

@Controller()
export class ContentHandler {
  constructor(
    private readonly settings: SiteSettingsService,
    private readonly content: ContentForStaffService,
  ) {}

  @HandleRequest(GetSiteSettings)
  getSettings() {
    return this.settings.get();
  }

  @HandleRequest(UpdateSiteSettings)
  updateSettings(@Payload() request: ParsedRequestOf<typeof UpdateSiteSettings>, @Ctx() ctx: RequestContext) {
    return this.settings.update(ctx, request.version, request.settings);
  }

  @HandleRequest(ListCategoriesForStaff)
  categories(@Payload() _request: ParsedRequestOf<typeof ListCategoriesForStaff>, @Ctx() ctx: RequestContext) {
    return this.content.categories(ctx);
  }

  @HandleRequest(CreateCategory)
  createCategory(@Payload() request: ParsedRequestOf<typeof CreateCategory>, @Ctx() ctx: RequestContext) {
    return this.content.createCategory(ctx, request.fields);
  }

  @HandleRequest(UpdateCategory)
  updateCategory(@Payload() request: ParsedRequestOf<typeof UpdateCategory>, @Ctx() ctx: RequestContext) {
    return this.content.updateCategory(ctx, request.id, request.version, request.fields);
  }

  @HandleRequest(ListBlogPostsForStaff)
  posts(@Payload() _request: ParsedRequestOf<typeof ListBlogPostsForStaff>, @Ctx() ctx: RequestContext) {
    return this.content.posts(ctx);
  }

  @HandleRequest(CreateBlogPost)
  createPost(@Payload() request: ParsedRequestOf<typeof CreateBlogPost>, @Ctx() ctx: RequestContext) {
    return this.content.createPost(ctx, request.fields);
  }

  @HandleRequest(UpdateBlogPost)
  updatePost(@Payload() request: ParsedRequestOf<typeof UpdateBlogPost>, @Ctx() ctx: RequestContext) {
    return this.content.updatePost(ctx, request.id, request.version, request.fields);
  }
}
