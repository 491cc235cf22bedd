import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('blog_posts')
export class BlogPost {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  title!: string;

  @Column('text', { unique: true })
  slug!: string;

  @Column('text')
  excerpt!: string;

  @Column('text')
  content!: string;

  @Column('text')
  author!: string;

  @Column('text')
  category!: string;

  @Column('jsonb', { default: [] })
  tags!: string[];

  @Column('boolean', { default: false })
  featured!: boolean;

  @Column('date', { name: 'publish_date' })
  publishDate!: string;

  @Column('text')
  image!: string;

  /** A draft is never shown to shoppers. */
  @Column('boolean', { default: true })
  published!: boolean;

  @Column('int', { default: 1 })
  version!: number;
}
