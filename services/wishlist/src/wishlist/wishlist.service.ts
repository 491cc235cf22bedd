import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { GetProduct, GetProductsByIds, type WishlistEntry as WishlistEntryDto } from '@shop/contracts';
import { RequestClient, ServiceError, type RequestContext } from '@shop/messaging';
import { Repository } from 'typeorm';
import { WishlistEntry } from './wishlist-entry.entity';

/** Every call acts for the signed-in user the gateway verified; there is no other way to name a user. */
function signedInUser(ctx: RequestContext): string {
  if (!ctx.user) throw new ServiceError(401, 'Please login to add items to your wishlist');
  return ctx.user.id;
}

@Injectable()
export class WishlistService {
  constructor(
    @InjectRepository(WishlistEntry) private readonly entries: Repository<WishlistEntry>,
    private readonly client: RequestClient,
  ) {}

  /** Newest first; products the catalog no longer has are left out. */
  async list(ctx: RequestContext): Promise<WishlistEntryDto[]> {
    const userId = signedInUser(ctx);
    const rows = await this.entries.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    const products = await this.client.request(GetProductsByIds, { ids: rows.map((row) => row.productId) }, ctx);
    return products.map(({ id, title, mainImage, basePrice }) => ({ id, title, mainImage, basePrice }));
  }

  async add(ctx: RequestContext, productId: number): Promise<{ added: boolean }> {
    const userId = signedInUser(ctx);
    await this.client.request(GetProduct, { id: productId }, ctx);
    const result = await this.entries
      .createQueryBuilder()
      .insert()
      .values({ userId, productId })
      .orIgnore()
      .execute();
    return { added: (result.raw as unknown[]).length > 0 };
  }

  async remove(ctx: RequestContext, productId: number): Promise<{ removed: boolean }> {
    const userId = signedInUser(ctx);
    const result = await this.entries.delete({ userId, productId });
    return { removed: (result.affected ?? 0) > 0 };
  }
}
