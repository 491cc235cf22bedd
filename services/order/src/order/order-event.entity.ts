import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Actor, OrderEventKind } from '@shop/contracts';

/** One entry of an order's timeline: what happened, when, and who caused it. Written, never changed. */
@Entity('order_events')
export class OrderEvent {
  /** bigserial: Postgres answers it as text. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column('int', { name: 'order_id' })
  orderId!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  at!: Date;

  @Column('text')
  kind!: OrderEventKind;

  @Column('text')
  actor!: Actor;

  @Column('int', { name: 'staff_id', nullable: true })
  staffId!: number | null;

  @Column('text', { name: 'staff_name', nullable: true })
  staffName!: string | null;

  @Column('text')
  summary!: string;

  @Column('jsonb', { default: {} })
  details!: Record<string, string | number | boolean | null>;
}
