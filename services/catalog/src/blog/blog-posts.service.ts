import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BlogPost as BlogPostDto } from '@shop/contracts';
import type { RequestContext } from '@shop/messaging';
import { Repository } from 'typeorm';
import { BlogPost } from './blog-post.entity';

@Injectable()
export class BlogPostsService {
  constructor(@InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>) {}

  /** Newest first. `date` is the built-in shape's name for the publish date. */
  async list(_ctx: RequestContext): Promise<BlogPostDto[]> {
    const rows = await this.posts.find({ order: { publishDate: 'DESC', id: 'DESC' } });
    return rows.map((row) => ({ ...row, date: row.publishDate }));
  }
}
