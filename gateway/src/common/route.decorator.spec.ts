import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { catalogApi, ordersApi, type Product, type RouteInput } from '@shop/contracts';
import { Input, Route } from './route.decorator';

const product = { id: 1, title: 'Monsoon Reverie', basePrice: 19500 } as Product;

class Handlers {
  @Route(catalogApi.getProduct)
  get(@Input() { params }: RouteInput<typeof catalogApi.getProduct>) {
    return { ...product, id: params.id };
  }

  @Route(catalogApi.listProducts)
  async list() {
    return { items: [product], total: 1 };
  }
}

// The type tests: each handler below answers something its route does not, and must not compile.
export class Wrong {
  // @ts-expect-error a product list where one product is answered
  @Route(catalogApi.getProduct)
  list() {
    return [product];
  }

  // @ts-expect-error rupees where the service answers paise is a string here, not a number
  @Route(catalogApi.listProducts)
  async priced() {
    return { items: [{ ...product, basePrice: '195.00' }], total: 1 };
  }

  // @ts-expect-error a bare list where a paged route answers a page and its total
  @Route(catalogApi.listProducts)
  async unpaged() {
    return [product];
  }

  // @ts-expect-error an order where a product is answered
  @Route(ordersApi.trackOrder)
  track() {
    return product;
  }
}

describe('@Route', () => {
  it("maps the method to the route's method and path below /api", () => {
    const get = Handlers.prototype.get;
    expect(Reflect.getMetadata(METHOD_METADATA, get)).toBe(RequestMethod.GET);
    expect(Reflect.getMetadata(PATH_METADATA, get)).toBe('products/:id');
    expect(Reflect.getMetadata(PATH_METADATA, Handlers.prototype.list)).toBe('products');
  });
});
