import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('categories')
export class Category {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { unique: true })
  name!: string;

  @Column('text')
  description!: string;

  @Column('text', { name: 'image_url' })
  imageUrl!: string;
}
