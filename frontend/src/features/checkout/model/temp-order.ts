import type { TempOrderData } from './order-payload';

/** Where the temporary order record waits while the shopper is at the gateway (spec section 3). */
export const TEMP_ORDER_KEY = 'tempOrderData';

/** Keeps the record for the return from the gateway; a browser that refuses storage only loses this fallback. */
export function saveTempOrder(record: TempOrderData, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(TEMP_ORDER_KEY, JSON.stringify(record));
  } catch {
    // The gateway returns with the order number in the address, which is all the return needs.
  }
}

/** The order number of the stored record, when there is a readable one. */
export function tempOrderNumber(storage: Storage = window.localStorage): string | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TEMP_ORDER_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { orderNumber } = parsed as { orderNumber?: unknown };
    return typeof orderNumber === 'string' && orderNumber !== '' ? orderNumber : undefined;
  } catch {
    return undefined;
  }
}

export function clearTempOrder(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(TEMP_ORDER_KEY);
  } catch {
    // Nothing was stored where storage is switched off.
  }
}
