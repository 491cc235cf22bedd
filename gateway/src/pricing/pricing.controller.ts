import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { cartSummarySchema, GetPrice, priceQuoteSchema, SummarizeCart } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { z } from 'zod';
import { Context } from '../common/request-context';
import { zodDto } from '../common/zod-validation.pipe';

/** Query strings carry text; ids arrive as digits. Unknown keys (the cache-busting timestamp) are ignored. */
class PriceQuery extends zodDto(
  z.object({
    productName: z.string().optional(),
    size: z.string().optional(),
    medium: z.string().optional(),
    frame: z.string().optional(),
    productId: z.coerce.number().int().positive().optional(),
  }),
) {}

@ApiTags('pricing')
@Controller()
export class PricingController {
  constructor(private readonly client: RequestClient) {}

  @Get('products/pricing')
  @ApiOperation({
    summary: 'Price of a configuration',
    description:
      "By the price rule for a known product (productName or productId), else the pricing table's row for the size, else the fallback price.",
  })
  @ApiOkResponse({ schema: z.toJSONSchema(priceQuoteSchema) as object })
  @ApiBadRequestResponse({ description: 'A missing or malformed parameter, or an option the product does not offer' })
  price(@Query() query: PriceQuery, @Context() ctx: RequestContext) {
    return this.client.request(GetPrice, query as z.input<typeof GetPrice.request>, ctx);
  }

  @Post('cart/dynamic-summary')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cart summary, recomputed from server prices',
    description: 'Any price sent by the browser is ignored. At most 100 lines; quantities are whole numbers from 1.',
  })
  @ApiBody({ schema: z.toJSONSchema(SummarizeCart.request, { io: 'input' }) as object })
  @ApiOkResponse({ schema: z.toJSONSchema(z.object({ success: z.literal(true), summary: cartSummarySchema })) as object })
  @ApiBadRequestResponse({ description: 'Empty or oversized cart, or a bad quantity' })
  async summary(@Body() body: unknown, @Context() ctx: RequestContext) {
    const { summary, lines } = await this.client.request(SummarizeCart, body as z.input<typeof SummarizeCart.request>, ctx);
    return { success: true, summary, lines };
  }
}
