import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  CreateQuote,
  GetClientQuote,
  GetQuote,
  GetQuotePdf,
  ListQuotes,
  OrderQuote,
  RespondToQuote,
  ReviseQuote,
  SendQuote,
  UpdateQuote,
  WithdrawQuote,
  type ParsedRequestOf,
} from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { ClientQuotesService } from './client-quotes.service';
import { QuotesService } from './quotes.service';

@Controller()
export class QuotesHandler {
  constructor(
    private readonly quotes: QuotesService,
    private readonly clientQuotes: ClientQuotesService,
  ) {}

  @HandleRequest(ListQuotes)
  list(@Payload() request: ParsedRequestOf<typeof ListQuotes>, @Ctx() ctx: RequestContext) {
    return this.quotes.list(ctx, request);
  }

  @HandleRequest(GetQuote)
  get(@Payload() request: ParsedRequestOf<typeof GetQuote>, @Ctx() ctx: RequestContext) {
    return this.quotes.get(ctx, request.id);
  }

  @HandleRequest(CreateQuote)
  create(@Payload() request: ParsedRequestOf<typeof CreateQuote>, @Ctx() ctx: RequestContext) {
    return this.quotes.create(ctx, request);
  }

  @HandleRequest(UpdateQuote)
  update(@Payload() request: ParsedRequestOf<typeof UpdateQuote>, @Ctx() ctx: RequestContext) {
    return this.quotes.update(ctx, request);
  }

  @HandleRequest(SendQuote)
  send(@Payload() request: ParsedRequestOf<typeof SendQuote>, @Ctx() ctx: RequestContext) {
    return this.quotes.send(ctx, request.id, request.version);
  }

  @HandleRequest(WithdrawQuote)
  withdraw(@Payload() request: ParsedRequestOf<typeof WithdrawQuote>, @Ctx() ctx: RequestContext) {
    return this.quotes.withdraw(ctx, request.id, request.version);
  }

  @HandleRequest(ReviseQuote)
  revise(@Payload() request: ParsedRequestOf<typeof ReviseQuote>, @Ctx() ctx: RequestContext) {
    return this.quotes.revise(ctx, request.id);
  }

  @HandleRequest(GetQuotePdf)
  pdf(@Payload() request: ParsedRequestOf<typeof GetQuotePdf>, @Ctx() ctx: RequestContext) {
    return this.quotes.pdf(ctx, request.id);
  }

  // The client's side: the link's token is the key, no account.

  @HandleRequest(GetClientQuote)
  clientQuote(@Payload() request: ParsedRequestOf<typeof GetClientQuote>) {
    return this.clientQuotes.get(request.token);
  }

  @HandleRequest(RespondToQuote)
  respond(@Payload() request: ParsedRequestOf<typeof RespondToQuote>) {
    return this.clientQuotes.respond(request);
  }

  @HandleRequest(OrderQuote)
  order(@Payload() request: ParsedRequestOf<typeof OrderQuote>, @Ctx() ctx: RequestContext) {
    return this.clientQuotes.order(ctx, request);
  }
}
