import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Category as CategoryDto } from '@shop/contracts';
import type { RequestContext } from '@shop/messaging';
import { Repository } from 'typeorm';
import { Category } from './category.entity';

@Injectable()
export class CategoriesService {
  constructor(@InjectRepository(Category) private readonly categories: Repository<Category>) {}

  async list(_ctx: RequestContext): Promise<CategoryDto[]> {
    const rows = await this.categories.find({ order: { id: 'ASC' } });
    return rows.map(({ id, name, description, imageUrl }) => ({ id, name, description, imageUrl }));
  }
}
