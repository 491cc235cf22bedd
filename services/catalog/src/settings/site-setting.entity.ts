import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Shop-wide settings edited by the (future) admin side: one JSON value per key. */
@Entity('site_settings')
export class SiteSetting {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { unique: true })
  key!: string;

  @Column('jsonb')
  value!: unknown;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
