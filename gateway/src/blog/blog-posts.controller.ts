import { Controller } from '@nestjs/common';
import { catalogApi, ListBlogPosts } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { Context } from '../common/request-context';
import { Route } from '../common/route.decorator';

@Controller()
export class BlogPostsController {
  constructor(private readonly client: RequestClient) {}

  @Route(catalogApi.listBlogPosts)
  list(@Context() ctx: RequestContext) {
    return this.client.request(ListBlogPosts, {}, ctx);
  }
}
