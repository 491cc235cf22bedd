import { Module } from '@nestjs/common';
import { ProductRatingsHandler } from './product-ratings.handler';

/** Ratings from the review service's events; the catalog keeps only the figures, never the reviews. */
@Module({ controllers: [ProductRatingsHandler] })
export class RatingsModule {}
