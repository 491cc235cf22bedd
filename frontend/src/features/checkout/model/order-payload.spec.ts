import { codOrderNumber, gatewayAmount, gatewayOrderId, orderItems, secureRandomBelow, type CheckoutLine } from './order-payload';

const line = (overrides: Partial<CheckoutLine>): CheckoutLine => ({
  productId: 1,
  productTitle: 'Monsoon Reverie',
  internalImageName: 'monsoon-reverie.tif',
  quantity: 1,
  size: '18X14',
  medium: 'Museum-Grade Canvas',
  framing: 'No Frame',
  totalPrice: 176,
  ...overrides,
});

describe('order numbers', () => {
  it('are ORD- and six digits for cash on delivery, keeping leading zeros', () => {
    expect(codOrderNumber(() => 42)).toBe('ORD-000042');
    expect(codOrderNumber(() => 999_999)).toBe('ORD-999999');
    expect(codOrderNumber()).toMatch(/^ORD-\d{6}$/);
  });

  it('are ORD-, the time and a random suffix for the gateway, in upper case', () => {
    expect(gatewayOrderId(1_741_150_000_000, () => 35)).toBe('ORD-1741150000000-00000Z');
    expect(gatewayOrderId()).toMatch(/^ORD-\d{13}-[0-9A-Z]{6}$/);
  });

  it('draw from the whole range', () => {
    const draws = Array.from({ length: 200 }, () => secureRandomBelow(10));
    expect(Math.min(...draws)).toBe(0);
    expect(Math.max(...draws)).toBe(9);
  });
});

describe('orderItems', () => {
  it('send one print’s price and the line’s, to the paisa', () => {
    expect(orderItems([line({ quantity: 3, totalPrice: 175.5 })])).toEqual([
      {
        productId: 1,
        productTitle: 'Monsoon Reverie',
        quantity: 3,
        size: '18X14',
        medium: 'Museum-Grade Canvas',
        framing: 'No Frame',
        unitPrice: 175.5,
        totalPrice: 526.5,
        internalImageName: 'monsoon-reverie.tif',
      },
    ]);
  });
});

describe('gatewayAmount', () => {
  it('is the rounded sum of totalPrice × quantity', () => {
    // 175.50 × 3 + 720.25 = 1246.75 → 1247.
    expect(gatewayAmount([line({ quantity: 3, totalPrice: 175.5 }), line({ productId: 4, totalPrice: 720.25 })])).toBe(1247);
  });
});
