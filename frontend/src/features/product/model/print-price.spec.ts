import {
  INITIAL_PRICE,
  isUsableQuote,
  PRICE_FETCH_FAILED,
  PRICE_NOT_AVAILABLE,
  PRICE_NOT_FOR_SELECTION,
  priceProblem,
  shownPrice,
} from './print-price';

describe('print prices', () => {
  it('start from the spec’s initial values', () => {
    expect(INITIAL_PRICE).toEqual({ mrp: 3499, discountedPrice: 3149, discountPercent: 10, gst: 566.82, finalPrice: 3715.82 });
    expect(shownPrice(INITIAL_PRICE)).toBe(3149);
  });

  it('show the discounted price in whole rupees', () => {
    expect(shownPrice({ ...INITIAL_PRICE, discountedPrice: 175.5 })).toBe(176);
  });

  it('accept only answers with every figure present', () => {
    expect(isUsableQuote({ ...INITIAL_PRICE, source: 'product' })).toBe(true);
    expect(isUsableQuote(null)).toBe(false);
    expect(isUsableQuote({ ...INITIAL_PRICE, finalPrice: undefined })).toBe(false);
    expect(isUsableQuote({ ...INITIAL_PRICE, mrp: '3499' })).toBe(false);
  });

  it('explain a missing price with the messages of spec section 8', () => {
    expect(priceProblem({ status: 400, message: '400: Size 99X99 is not offered' })).toBe(PRICE_NOT_FOR_SELECTION);
    expect(priceProblem({ status: 503, message: '503: Service Unavailable' })).toBe(PRICE_FETCH_FAILED);
    expect(priceProblem({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe(PRICE_FETCH_FAILED);
    expect(priceProblem(undefined)).toBe(PRICE_NOT_AVAILABLE);
    expect([PRICE_NOT_FOR_SELECTION, PRICE_FETCH_FAILED, PRICE_NOT_AVAILABLE]).toEqual([
      'Price not available for this selection',
      'Error fetching price',
      'Price not available',
    ]);
  });
});
