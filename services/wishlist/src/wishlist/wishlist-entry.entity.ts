import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

@Entity('wishlist')
@Unique('wishlist_user_product', ['userId', 'productId'])
export class WishlistEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { name: 'user_id' })
  userId!: string;

  @Column('int', { name: 'product_id' })
  productId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
