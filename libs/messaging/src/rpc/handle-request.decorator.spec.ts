import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { AddToWishlist, ListCategories, type ParsedRequestOf } from '@shop/contracts';
import type { RequestContext } from '../context';
import { HandleRequest } from './handle-request.decorator';

const category = { id: 1, name: 'Exclusive', description: 'd', imageUrl: '/x.svg' };

class Handlers {
  @HandleRequest(ListCategories)
  list(_request: ParsedRequestOf<typeof ListCategories>, _ctx: RequestContext) {
    return [category];
  }

  @HandleRequest(AddToWishlist)
  async add(request: ParsedRequestOf<typeof AddToWishlist>) {
    return { added: request.productId > 0 };
  }
}

// The type tests: each handler below breaks its contract, and must not compile.
export class Wrong {
  // @ts-expect-error the request is the contract's parsed request, not unknown
  @HandleRequest(ListCategories)
  unknownRequest(_payload: unknown, _ctx: RequestContext) {
    return [category];
  }

  // @ts-expect-error nor any
  @HandleRequest(ListCategories)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  anyRequest(_payload: any) {
    return [category];
  }

  // @ts-expect-error nor another contract's request
  @HandleRequest(ListCategories)
  otherRequest(_request: ParsedRequestOf<typeof AddToWishlist>) {
    return [category];
  }

  // @ts-expect-error nor a narrower one
  @HandleRequest(AddToWishlist)
  narrower(_request: { productId: 1 }) {
    return { added: true };
  }

  // @ts-expect-error the reply must match the contract
  @HandleRequest(ListCategories)
  wrongReply(_request: ParsedRequestOf<typeof ListCategories>) {
    return [{ id: 1, name: 'Exclusive' }];
  }

  // @ts-expect-error also when it is a promise
  @HandleRequest(AddToWishlist)
  async wrongAsyncReply(_request: ParsedRequestOf<typeof AddToWishlist>) {
    return { added: 'yes' };
  }

  // @ts-expect-error and the reply may not be any
  @HandleRequest(ListCategories)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  anyReply(_request: ParsedRequestOf<typeof ListCategories>): any {
    return [category];
  }

  // @ts-expect-error the second parameter receives the request context
  @HandleRequest(ListCategories)
  wrongContext(_request: ParsedRequestOf<typeof ListCategories>, _ctx: { tenant: string }) {
    return [category];
  }

  // @ts-expect-error and there is no third
  @HandleRequest(ListCategories)
  tooMany(_request: ParsedRequestOf<typeof ListCategories>, _ctx: RequestContext, _extra: string) {
    return [category];
  }
}

describe('HandleRequest', () => {
  it("routes the contract's subject to the method", () => {
    expect(Reflect.getMetadata(PATTERN_METADATA, Handlers.prototype.list)).toEqual([ListCategories.subject]);
    expect(Reflect.getMetadata(PATTERN_METADATA, Handlers.prototype.add)).toEqual([AddToWishlist.subject]);
  });
});
