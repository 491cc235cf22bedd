import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '@shop/database';
import { MessagingModule } from '@shop/messaging';
import type { WishlistConfig } from './config';
import { WishlistEntry } from './wishlist/wishlist-entry.entity';
import { WishlistHandler } from './wishlist/wishlist.handler';
import { WishlistService } from './wishlist/wishlist.service';
import { wishlistDatabase } from './db/database';

@Module({})
export class AppModule {
  static register(config: WishlistConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MessagingModule.forRoot({ name: 'wishlist', natsUrl: config.NATS_URL, requestTimeoutMs: config.REQUEST_TIMEOUT_MS }),
        TypeOrmModule.forRoot(dataSourceOptions(wishlistDatabase(config.DATABASE_URL))),
        TypeOrmModule.forFeature([WishlistEntry]),
      ],
      controllers: [WishlistHandler],
      providers: [WishlistService],
    };
  }
}
