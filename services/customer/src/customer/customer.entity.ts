import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

const numeric = { to: (value: number) => value, from: (value: string) => Number(value) };

@Entity('customers')
export class Customer {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { name: 'first_name' })
  firstName!: string;

  @Column('text', { name: 'last_name' })
  lastName!: string;

  @Column('text', { unique: true })
  email!: string;

  @Column('text')
  phone!: string;

  @Column('text')
  address!: string;

  @Column('text')
  city!: string;

  @Column('text')
  state!: string;

  @Column('text')
  pincode!: string;

  @Column('text', { default: 'India' })
  country!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('int', { name: 'total_orders', default: 0 })
  totalOrders!: number;

  @Column('numeric', { name: 'total_spent', precision: 14, scale: 2, default: 0, transformer: numeric })
  totalSpent!: number;
}
