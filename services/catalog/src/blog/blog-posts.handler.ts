import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { ListBlogPosts, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { BlogPostsService } from './blog-posts.service';

@Controller()
export class BlogPostsHandler {
  constructor(private readonly posts: BlogPostsService) {}

  @HandleRequest(ListBlogPosts)
  list(@Payload() _request: ParsedRequestOf<typeof ListBlogPosts>, @Ctx() ctx: RequestContext) {
    return this.posts.list(ctx);
  }
}
