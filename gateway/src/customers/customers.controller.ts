import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { customerIdSchema, customerSchema, GetOwnCustomer, shippingFieldsSchema, UpsertCustomer } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { z } from 'zod';
import { SignedIn } from '../auth/signed-in.guard';
import { Context } from '../common/request-context';
import { zodDto } from '../common/zod-validation.pipe';

class CustomerParams extends zodDto(z.object({ id: customerIdSchema })) {}

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

  /** Not public (DESIGN.md): only the signed-in owner may read a customer. */
  @Get(':id')
  @UseGuards(SignedIn)
  @ApiOperation({ summary: 'A customer, for its signed-in owner only (same email as the Google account)' })
  @ApiOkResponse({ schema: z.toJSONSchema(customerSchema) as object })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiNotFoundResponse({ description: 'Customer information not found (also when it is not yours)' })
  get(@Param() params: CustomerParams, @Context() ctx: RequestContext) {
    return this.client.request(GetOwnCustomer, { id: params.id }, ctx);
  }
}
