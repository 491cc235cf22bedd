import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** An event written in the same transaction as the state change it describes. */
@Entity('outbox_events')
@Index('outbox_events_unpublished', ['createdAt'], { where: 'published_at IS NULL' })
export class OutboxEvent {
  /** The event id: also the JetStream `Nats-Msg-Id`, and the consumers' de-duplication key. */
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  subject!: string;

  @Column('jsonb')
  payload!: object;

  @Column('text', { name: 'correlation_id' })
  correlationId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'published_at', nullable: true })
  publishedAt!: Date | null;
}
