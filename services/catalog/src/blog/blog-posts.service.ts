import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BlogPost as BlogPostDto } from '@shop/contracts';
import type { RequestContext } from '@shop/messaging';
import { LessThanOrEqual, Repository } from 'typeorm';
import { BlogPost } from './blog-post.entity';

@Injectable()
export class BlogPostsService {
  constructor(@InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>) {}

  /**
   * The posts shoppers see, newest first: published ones whose publish date has come (the back
   * office keeps drafts and scheduled posts). `date` is the built-in shape's name for the publish date.
   */
  async list(_ctx: RequestContext): Promise<BlogPostDto[]> {
    const today = new Date().toISOString().slice(0, 10);
    const rows = await this.posts.find({ where: { published: true, publishDate: LessThanOrEqual(today) }, order: { publishDate: 'DESC', id: 'DESC' } });
    return rows.map(({ published: _published, version: _version, ...row }) => ({ ...row, date: row.publishDate }));
  }
}
