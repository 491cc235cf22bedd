import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A signed-in shopper. Google users have no password; `username` is their email. */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text', { unique: true })
  username!: string;

  @Column('text', { nullable: true })
  password!: string | null;

  @Column('text', { name: 'google_subject', unique: true })
  googleSubject!: string;

  @Column('text')
  email!: string;

  @Column('text')
  name!: string;

  @Column('text', { nullable: true })
  picture!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'last_login_at' })
  lastLoginAt!: Date;
}
