import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

const numeric = { to: (value: number) => value, from: (value: string) => Number(value) };

abstract class OptionColumns {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { unique: true })
  value!: string;

  @Column('text')
  label!: string;

  @Column('boolean', { name: 'is_active', default: true })
  isActive!: boolean;

  @Column('int', { name: 'sort_order', default: 0 })
  sortOrder!: number;

  /** Raised by every change made in the back office: a stale edit is refused. */
  @Column('int', { default: 1 })
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** A print size such as 18X14; `orientation` is null for the unnamed preset list. */
@Entity('size_options')
export class SizeOption extends OptionColumns {
  @Column('numeric', { name: 'price_multiplier', precision: 6, scale: 3, default: 1, transformer: numeric })
  priceMultiplier!: number;

  @Column('text', { nullable: true })
  orientation!: string | null;
}

@Entity('medium_options')
export class MediumOption extends OptionColumns {
  @Column('numeric', { name: 'price_multiplier', precision: 6, scale: 3, default: 1, transformer: numeric })
  priceMultiplier!: number;
}

@Entity('frame_options')
export class FrameOption extends OptionColumns {
  @Column('numeric', { name: 'added_price', precision: 12, scale: 2, default: 0, transformer: numeric })
  addedPrice!: number;

  @Column('text', { name: 'image_url', nullable: true })
  imageUrl!: string | null;
}

/** The pricing table: a fixed price per size, used when no product matches. */
@Entity('pricing')
export class PricingRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { unique: true })
  size!: string;

  @Column('numeric', { precision: 12, scale: 2, transformer: numeric })
  mrp!: number;

  @Column('numeric', { name: 'discounted_price', precision: 12, scale: 2, transformer: numeric })
  discountedPrice!: number;

  @Column('numeric', { name: 'area_in_sq_in', precision: 10, scale: 2, transformer: numeric })
  areaInSqIn!: number;

  @Column('numeric', { name: 'cost_price', precision: 12, scale: 2, transformer: numeric })
  costPrice!: number;

  @Column('int', { default: 1 })
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

export const pricingEntities = [SizeOption, MediumOption, FrameOption, PricingRow];
