import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { shippingFieldsSchema, UpsertCustomer } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { z } from 'zod';
import { Context } from '../common/request-context';

@ApiTags('checkout')
@Controller('customers')
export class CustomersController {
  constructor(private readonly client: RequestClient) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create the customer, or update the one with this email; answers its id' })
  @ApiBody({ schema: z.toJSONSchema(shippingFieldsSchema, { io: 'input' }) as object })
  @ApiOkResponse({ schema: z.toJSONSchema(UpsertCustomer.reply) as object })
  @ApiBadRequestResponse({ description: "A field breaks the checkout form's rules; the message says which" })
  upsert(@Body() body: unknown, @Context() ctx: RequestContext) {
    return this.client.request(UpsertCustomer, body as z.input<typeof UpsertCustomer.request>, ctx);
  }
}
