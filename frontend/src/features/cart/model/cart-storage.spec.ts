import {
  addToCart,
  CART_STORAGE_KEY,
  CART_UPDATED_EVENT,
  cartLineKey,
  cartQuantity,
  clearCart,
  isSameLine,
  MAX_LINE_QUANTITY,
  readCart,
  removeFromCart,
  setLineQuantity,
  subscribeToCart,
  type CartLine,
} from './cart-storage';

const line = (overrides: Partial<CartLine>): CartLine => ({
  productId: 1,
  quantity: 1,
  size: '18X14',
  medium: 'Museum-Grade Canvas',
  framing: 'No Frame',
  totalPrice: 3149,
  ...overrides,
});

afterEach(() => localStorage.clear());

describe('readCart', () => {
  it('reads the lines stored under the cart key', () => {
    const lines = [line({ productId: 1, quantity: 2 }), line({ productId: 4, size: '27X21' })];
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));

    expect(readCart()).toEqual(lines);
  });

  it('is empty when nothing is stored or the value is not a list', () => {
    expect(readCart()).toEqual([]);
    localStorage.setItem(CART_STORAGE_KEY, '{"productId":1}');
    expect(readCart()).toEqual([]);
  });

  it('is empty when the stored value is not JSON', () => {
    localStorage.setItem(CART_STORAGE_KEY, 'not json');
    expect(readCart()).toEqual([]);
  });

  it('skips malformed lines and keeps the rest', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line({ quantity: 3 }), { productId: 2, quantity: '4' }, null]));
    expect(readCart()).toEqual([line({ quantity: 3 })]);
  });
});

describe('cartQuantity', () => {
  it('adds up the quantities of all lines', () => {
    expect(cartQuantity([line({ quantity: 2 }), line({ productId: 4, quantity: 3 })])).toBe(5);
    expect(cartQuantity([])).toBe(0);
  });
});

describe('subscribeToCart', () => {
  it('reports cart-updated events and storage events for the cart', () => {
    const onChange = jest.fn();
    const unsubscribe = subscribeToCart(onChange);

    window.dispatchEvent(new Event(CART_UPDATED_EVENT));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));

    expect(onChange).toHaveBeenCalledTimes(3);

    unsubscribe();
    window.dispatchEvent(new Event(CART_UPDATED_EVENT));
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});

describe('cart lines', () => {
  const canvas = { productId: 1, size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame' };

  it('are the same line only for the same product, size, medium and framing', () => {
    expect(isSameLine(canvas, { ...canvas })).toBe(true);
    expect(isSameLine(canvas, { ...canvas, productId: 2 })).toBe(false);
    expect(isSameLine(canvas, { ...canvas, size: '27X21' })).toBe(false);
    expect(isSameLine(canvas, { ...canvas, medium: 'Fine Art Paper' })).toBe(false);
    expect(isSameLine(canvas, { ...canvas, framing: 'Black Frame' })).toBe(false);
    expect(cartLineKey(canvas)).not.toBe(cartLineKey({ ...canvas, framing: 'Black Frame' }));
  });

  it('skips stored lines whose quantity is not a whole number from 1', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([line({ quantity: 0 }), line({ quantity: -2 }), line({ quantity: 1.5 }), line({ quantity: 2 })]),
    );
    expect(readCart()).toEqual([line({ quantity: 2 })]);
  });
});

describe('addToCart', () => {
  const print = { productId: 1, size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame', quantity: 1, unitPrice: 3149 };

  it('stores a new line with the price of one print, and announces the change', () => {
    const onUpdate = jest.fn();
    window.addEventListener(CART_UPDATED_EVENT, onUpdate);

    addToCart({ ...print, quantity: 2 });

    window.removeEventListener(CART_UPDATED_EVENT, onUpdate);
    expect(readCart()).toEqual([line({ quantity: 2, totalPrice: 3149 })]);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('raises the quantity of the same configuration instead of adding a second line', () => {
    addToCart(print);
    addToCart({ ...print, framing: 'Black Frame', unitPrice: 3248 });
    addToCart({ ...print, quantity: 2 });

    expect(readCart()).toEqual([
      line({ quantity: 3, totalPrice: 3149 }),
      line({ framing: 'Black Frame', totalPrice: 3248 }),
    ]);
    expect(cartQuantity(readCart())).toBe(4);
  });

  it('re-prices a merged line at the latest unit price', () => {
    addToCart(print);
    addToCart({ ...print, unitPrice: 3200 });

    expect(readCart()).toEqual([line({ quantity: 2, totalPrice: 3200 })]);
  });

  it('refuses a quantity below 1 and keeps the cart as it was', () => {
    addToCart(print);

    expect(() => addToCart({ ...print, quantity: 0 })).toThrow(RangeError);
    expect(() => addToCart({ ...print, quantity: 1.5 })).toThrow(RangeError);
    expect(readCart()).toEqual([line({})]);
  });

  it('keeps a line within the largest quantity the server accepts', () => {
    addToCart({ ...print, quantity: MAX_LINE_QUANTITY });
    addToCart(print);

    expect(readCart()[0].quantity).toBe(MAX_LINE_QUANTITY);
  });
});

describe('setLineQuantity', () => {
  beforeEach(() => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line({ quantity: 2 }), line({ productId: 4, totalPrice: 518 })]));
  });

  it('changes the quantity and keeps the price of one print', () => {
    expect(setLineQuantity(line({}), 3)).toBe(true);
    expect(readCart()).toEqual([line({ quantity: 3 }), line({ productId: 4, totalPrice: 518 })]);
  });

  it('refuses a quantity below 1 without touching the cart or announcing anything', () => {
    const onUpdate = jest.fn();
    window.addEventListener(CART_UPDATED_EVENT, onUpdate);
    const before = localStorage.getItem(CART_STORAGE_KEY);

    expect(setLineQuantity(line({}), 0)).toBe(false);
    expect(setLineQuantity(line({}), -1)).toBe(false);
    expect(setLineQuantity(line({}), MAX_LINE_QUANTITY + 1)).toBe(false);

    window.removeEventListener(CART_UPDATED_EVENT, onUpdate);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(before);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('answers false for a line that is not in the cart', () => {
    expect(setLineQuantity(line({ size: '54X42' }), 2)).toBe(false);
  });
});

describe('removeFromCart and clearCart', () => {
  it('remove one line and announce it', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line({}), line({ medium: 'Fine Art Paper', totalPrice: 2520 })]));
    const onUpdate = jest.fn();
    window.addEventListener(CART_UPDATED_EVENT, onUpdate);

    removeFromCart(line({}));
    expect(readCart()).toEqual([line({ medium: 'Fine Art Paper', totalPrice: 2520 })]);

    clearCart();
    expect(readCart()).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();

    window.removeEventListener(CART_UPDATED_EVENT, onUpdate);
    expect(onUpdate).toHaveBeenCalledTimes(2);
  });
});
