import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { blogPostSchema, ListBlogPosts } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { z } from 'zod';
import { Context } from '../common/request-context';

@ApiTags('content')
@Controller('seo/blog-posts')
export class BlogPostsController {
  constructor(private readonly client: RequestClient) {}

  @Get()
  @ApiOperation({ summary: 'The blog posts, newest first' })
  @ApiOkResponse({ schema: z.toJSONSchema(z.array(blogPostSchema)) as object })
  list(@Context() ctx: RequestContext) {
    return this.client.request(ListBlogPosts, {}, ctx);
  }
}
