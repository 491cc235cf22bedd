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

/** A page a service encoded as the browser reads it, sent on as it is. */
class Encoded {
  constructor(private readonly json: string) {}

  @Route(catalogApi.listProducts)
  async list() {
    return { items: { encodedJson: this.json }, total: 40 };
  }
}

const fakeReply = () => {
  const headers: Record<string, string> = {};
  const reply = {
    header: (name: string, value: string) => ((headers[name] = value), reply),
    type: (value: string) => ((headers['content-type'] = value), reply),
  };
  return { reply, headers };
};

const apiProduct = {
  id: 1, title: 'Monsoon Reverie', slug: 'monsoon-reverie', uniqueProduct: null, artist: 'Aanya Kapoor', categoryId: 2,
  description: 'Calm.', basePrice: 195, rating: 4.6, reviews: 38, mainImage: '/m.webp', mockupImage: null, images: ['/m.webp'],
  originalFilenames: {}, internalImageName: '', year: '2021', style: 'Abstract', orientation: 'landscape', inStock: true,
  featured: true, availableSizes: ['18X14'], availableMediums: [], availableFrames: [], frameImages: {}, returnsPolicy: null,
  media: { '/m.webp': { width: 1600, height: 1244 } },
};

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
  it('sends a page a service already encoded as it is, with its total, once it checks against the route', async () => {
    const json = JSON.stringify([apiProduct]);
    const { reply, headers } = fakeReply();
    const call = Encoded.prototype.list as unknown as (this: Encoded, reply: unknown) => Promise<unknown>;
    await expect(call.call(new Encoded(json), reply)).resolves.toBe(json);
    expect(headers).toEqual({ 'X-Total-Count': '40', 'content-type': 'application/json; charset=utf-8' });
  });

  it.each([
    ['a field the route does not declare', [{ ...apiProduct, costPrice: 80 }], /fields or values its response schema does not give/],
    ['a price that is not a number', [{ ...apiProduct, basePrice: '195' }], /answered outside its contract: 0.basePrice/],
    ['a product without its title', [{ ...apiProduct, title: undefined }], /answered outside its contract: 0.title/],
  ])('refuses an encoded page with %s', async (_what, items, error) => {
    const call = Encoded.prototype.list as unknown as (this: Encoded, reply: unknown) => Promise<unknown>;
    await expect(call.call(new Encoded(JSON.stringify(items)), fakeReply().reply)).rejects.toThrow(error);
  });

  it("maps the method to the route's method and path below /api", () => {
    const get = Handlers.prototype.get;
    expect(Reflect.getMetadata(METHOD_METADATA, get)).toBe(RequestMethod.GET);
    expect(Reflect.getMetadata(PATH_METADATA, get)).toBe('products/:id');
    expect(Reflect.getMetadata(PATH_METADATA, Handlers.prototype.list)).toBe('products');
  });
});
