import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ListMyOrders, orderHistoryEntrySchema, orderInputSchema, orderSchema, PlaceOrder, TrackOrder } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { z } from 'zod';
import { SignedIn } from '../auth/signed-in.guard';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { Context } from '../common/request-context';

const orderJson = z.toJSONSchema(orderSchema) as object;

@ApiTags('orders')
@Controller('orders')
@UseGuards(RateLimitGuard)
export class OrdersController {
  constructor(private readonly client: RequestClient) {}

  @Post()
  @HttpCode(200)
  @RateLimited('orders')
  @ApiOperation({
    summary: 'Place an order (cash on delivery; card or banking outside the gateway)',
    description:
      'Items, unit prices and the summary are recomputed from the server; status, paymentStatus, totalAmount and priceSummary sent by the browser are ignored. Idempotent on orderNumber.',
  })
  @ApiBody({ schema: z.toJSONSchema(orderInputSchema, { io: 'input' }) as object })
  @ApiOkResponse({ schema: orderJson })
  @ApiBadRequestResponse({ description: 'A field is missing or malformed; the message says which' })
  @ApiForbiddenResponse({ description: "customerId is not this browser's checkout customer (POST /api/customers), nor the signed-in shopper's" })
  @ApiConflictResponse({ description: 'The order number is taken' })
  @ApiTooManyRequestsResponse({ description: 'Too many orders from this client' })
  place(@Body() body: unknown, @Context() ctx: RequestContext) {
    return this.client.request(PlaceOrder, body as z.input<typeof PlaceOrder.request>, ctx);
  }

  @Get()
  @UseGuards(SignedIn)
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiOperation({ summary: "The signed-in shopper's orders (placed with their verified email), newest first" })
  @ApiOkResponse({ schema: z.toJSONSchema(z.array(orderHistoryEntrySchema)) as object })
  history(@Context() ctx: RequestContext) {
    return this.client.request(ListMyOrders, {}, ctx);
  }

  @Get('track/:orderNumber')
  @RateLimited('tracking')
  @ApiOperation({
    summary: 'Track an order by number and the email it was placed with',
    description: 'A wrong or missing email answers exactly like an unknown order.',
  })
  @ApiOkResponse({ schema: orderJson })
  @ApiNotFoundResponse({ description: 'Order not found' })
  @ApiTooManyRequestsResponse({ description: 'Too many lookups from this client' })
  track(@Param('orderNumber') orderNumber: string, @Query('email') email: unknown, @Context() ctx: RequestContext) {
    const request = TrackOrder.request.safeParse({ orderNumber, email });
    // A missing or malformed email gets the same answer as a wrong one: nothing about the order leaks.
    if (!request.success) throw new NotFoundException('Order not found');
    return this.client.request(TrackOrder, request.data, ctx);
  }
}
