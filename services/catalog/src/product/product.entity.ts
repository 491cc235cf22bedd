import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Orientation } from '@shop/contracts';

const numeric = { to: (value: number) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

@Entity('products')
export class Product {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  title!: string;

  @Column('text', { name: 'unique_product', unique: true, nullable: true })
  uniqueProduct!: string | null;

  @Column('text')
  artist!: string;

  @Column('int', { name: 'category_id' })
  categoryId!: number;

  @Column('text')
  description!: string;

  @Column('numeric', { name: 'base_price', precision: 12, scale: 2, transformer: numeric })
  basePrice!: number;

  @Column('numeric', { precision: 2, scale: 1, default: 0, transformer: numeric })
  rating!: number;

  @Column('int', { default: 0 })
  reviews!: number;

  @Column('text', { name: 'main_image' })
  mainImage!: string;

  @Column('text', { name: 'mockup_image', nullable: true })
  mockupImage!: string | null;

  @Column('jsonb', { default: [] })
  images!: string[];

  @Column('jsonb', { name: 'original_filenames', default: {} })
  originalFilenames!: Record<string, string>;

  @Column('text', { name: 'internal_image_name', default: '' })
  internalImageName!: string;

  @Column('text')
  year!: string;

  @Column('text')
  style!: string;

  @Column('text')
  orientation!: Orientation;

  @Column('boolean', { name: 'in_stock', default: true })
  inStock!: boolean;

  @Column('boolean', { default: false })
  featured!: boolean;

  @Column('jsonb', { name: 'available_sizes', default: [] })
  availableSizes!: string[];

  @Column('jsonb', { name: 'available_mediums', default: [] })
  availableMediums!: string[];

  @Column('jsonb', { name: 'available_frames', default: [] })
  availableFrames!: string[];

  @Column('jsonb', { name: 'frame_images', default: {} })
  frameImages!: Record<string, string>;

  @Column('text', { name: 'returns_policy', nullable: true })
  returnsPolicy!: string | null;

  @Column('jsonb', { default: {} })
  media!: Record<string, { width: number; height: number }>;

  /** Raised by every staff edit; an edit names the version it started from. */
  @Column('int', { default: 1 })
  version!: number;

  /** Set while the product is off the storefront. */
  @Column('timestamptz', { name: 'archived_at', nullable: true })
  archivedAt!: Date | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}
