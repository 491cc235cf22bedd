/** One line of the browser cart (spec section 3); a line is identified by product, size, medium and framing. */
export interface CartLine {
  productId: number;
  quantity: number;
  size: string;
  medium: string;
  framing: string;
  /**
   * Rupees for ONE print of this configuration: its discounted price as last priced. The spec's
   * gateway amount is the sum of totalPrice × quantity, so the field never includes the quantity.
   * Only estimates read it (the local fallback summary, the amount the browser believes);
   * the server prices every line itself.
   */
  totalPrice: number;
}

/** What makes two lines the same line: the product and its options. */
export type CartLineIdentity = Pick<CartLine, 'productId' | 'size' | 'medium' | 'framing'>;

/** The largest quantity one line may hold; the gateway refuses larger ones in a cart summary. */
export const MAX_LINE_QUANTITY = 999;

/** Where the cart lives in the browser's localStorage. */
export const CART_STORAGE_KEY = 'cart';
/** Announced on `window` by whatever changes the cart in this tab (storage events only reach other tabs). */
export const CART_UPDATED_EVENT = 'cart-updated';

/** Whether `a` and `b` are the same product in the same size, medium and framing. */
export function isSameLine(a: CartLineIdentity, b: CartLineIdentity): boolean {
  return a.productId === b.productId && a.size === b.size && a.medium === b.medium && a.framing === b.framing;
}

/** A stable text key for a line's identity (React keys, per-line state). */
export function cartLineKey({ productId, size, medium, framing }: CartLineIdentity): string {
  return JSON.stringify([productId, size, medium, framing]);
}

/** A whole number of items from 1 to the line limit; anything else is refused. */
export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.productId === 'number' &&
    typeof line.quantity === 'number' &&
    isValidQuantity(line.quantity) &&
    typeof line.size === 'string' &&
    typeof line.medium === 'string' &&
    typeof line.framing === 'string' &&
    typeof line.totalPrice === 'number' &&
    Number.isFinite(line.totalPrice)
  );
}

/** The stored cart exactly as saved, or null when there is none or storage cannot be read. */
export function readStoredCart(storage: Storage = window.localStorage): string | null {
  try {
    return storage.getItem(CART_STORAGE_KEY);
  } catch {
    // Storage can be switched off (privacy settings); the cart is then simply empty.
    return null;
  }
}

/**
 * The lines of a stored cart. A missing, unreadable or hand-edited value yields the
 * well-formed lines only, so a damaged entry never breaks the header on every page.
 */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

/** The cart stored in the browser (see `parseCart`). */
export function readCart(storage: Storage = window.localStorage): CartLine[] {
  return parseCart(readStoredCart(storage));
}

/** Saves the cart and tells this tab's listeners (other tabs hear the storage event). */
function writeCart(lines: readonly CartLine[], storage: Storage): void {
  if (lines.length === 0) storage.removeItem(CART_STORAGE_KEY);
  else storage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** A configured print on its way into the cart. */
export interface NewCartItem extends CartLineIdentity {
  quantity: number;
  /** Discounted rupees for one item, as the pricing answer gave it. */
  unitPrice: number;
}

/**
 * Puts `item` in the cart. The same product in the same options is one line: adding it again
 * raises that line's quantity (up to the line limit) and re-prices it at the latest unit price.
 * Returns the line as stored; a quantity that is not a whole number from 1 is refused with a RangeError.
 */
export function addToCart(item: NewCartItem, storage: Storage = window.localStorage): CartLine {
  if (!isValidQuantity(item.quantity)) throw new RangeError(`Cannot add ${item.quantity} items to the cart`);
  const lines = readCart(storage);
  const index = lines.findIndex((line) => isSameLine(line, item));
  const quantity = Math.min(MAX_LINE_QUANTITY, (index >= 0 ? lines[index].quantity : 0) + item.quantity);
  const line: CartLine = {
    productId: item.productId,
    quantity,
    size: item.size,
    medium: item.medium,
    framing: item.framing,
    totalPrice: item.unitPrice,
  };
  writeCart(index >= 0 ? lines.map((existing, at) => (at === index ? line : existing)) : [...lines, line], storage);
  return line;
}

/**
 * Sets how many items a line holds; its price for one print stays. A quantity below 1 (or not a whole
 * number, or above the line limit) is refused: the cart stays as it was and the answer is false.
 */
export function setLineQuantity(identity: CartLineIdentity, quantity: number, storage: Storage = window.localStorage): boolean {
  if (!isValidQuantity(quantity)) return false;
  const lines = readCart(storage);
  const index = lines.findIndex((line) => isSameLine(line, identity));
  if (index < 0) return false;
  const updated: CartLine = { ...lines[index], quantity };
  writeCart(lines.map((existing, at) => (at === index ? updated : existing)), storage);
  return true;
}

/** Takes one line out of the cart. */
export function removeFromCart(identity: CartLineIdentity, storage: Storage = window.localStorage): void {
  writeCart(readCart(storage).filter((line) => !isSameLine(line, identity)), storage);
}

/** Empties the cart. */
export function clearCart(storage: Storage = window.localStorage): void {
  writeCart([], storage);
}

/** How many items the cart holds: the sum of the line quantities. */
export function cartQuantity(lines: readonly CartLine[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}

/**
 * Calls `onChange` whenever the cart may have changed: a `storage` event for the cart key from
 * another tab (or a cleared storage) and a `cart-updated` event from this one. Returns the unsubscribe.
 */
export function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
  };
}
