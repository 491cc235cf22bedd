import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { toPaise, type Customer as CustomerDto, type ShippingFields } from '@shop/contracts';
import { notFound, signedInAs, type RequestContext } from '@shop/messaging';
import { Repository } from 'typeorm';
import { Customer } from './customer.entity';

@Injectable()
export class CustomersService {
  constructor(@InjectRepository(Customer) private readonly customers: Repository<Customer>) {}

  /**
   * One customer per email. A new email makes a customer; a known one answers its id and
   * changes nothing, unless the signed-in owner of that email is asking: a guest who types
   * someone's email must not rewrite their name, phone or address. (The order keeps the
   * address typed at checkout either way.)
   */
  async upsert(ctx: RequestContext, fields: ShippingFields): Promise<{ id: number }> {
    const onConflict = signedInAs(ctx, fields.email)
      ? `DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, phone = EXCLUDED.phone,
           address = EXCLUDED.address, city = EXCLUDED.city, state = EXCLUDED.state, pincode = EXCLUDED.pincode, country = EXCLUDED.country`
      : // A no-op update, so that RETURNING answers the existing row's id.
        'DO UPDATE SET email = customers.email';
    const rows: Array<{ id: number }> = await this.customers.query(
      `INSERT INTO customers (first_name, last_name, email, phone, address, city, state, pincode, country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (email) ${onConflict}
       RETURNING id`,
      [fields.firstName, fields.lastName, fields.email, fields.phone, fields.address, fields.city, fields.state, fields.pincode, fields.country],
    );
    return { id: rows[0].id };
  }

  /** For the signed-in owner only: anyone else learns nothing, not even that the id exists. */
  async getOwn(ctx: RequestContext, id: number): Promise<CustomerDto> {
    const customer = await this.get(ctx, id).catch(() => null);
    if (!customer || !signedInAs(ctx, customer.email)) throw notFound('Customer information not found');
    return customer;
  }

  async get(_ctx: RequestContext, id: number): Promise<CustomerDto> {
    const row = await this.customers.findOneBy({ id });
    if (!row) throw notFound('Customer information not found');
    // The table keeps the spec's rupees; the contract carries paise.
    return { ...row, createdAt: row.createdAt.toISOString(), totalSpent: toPaise(row.totalSpent) };
  }
}
