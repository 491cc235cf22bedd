import { catalogApi, type CatalogApiOptions } from './catalog-fixtures';
import { jsonResponse, type FetchHandler } from './fetch-stub';

type Answer = (body: unknown) => Response | Promise<Response>;

export interface CheckoutApiOptions extends CatalogApiOptions {
  /** POST /api/customers; by default customer 41. */
  createCustomer?: Answer;
  /** POST /api/orders; by default the order stored as sent, pending, at the summary's total. */
  placeOrder?: Answer;
  /** POST /api/payments/phonepe/initiate; by default a pay page at the sandbox. */
  initiatePayment?: Answer;
  /** POST /api/payments/phonepe/confirm; by default paid. */
  confirmPayment?: Answer;
  /** GET /api/orders/track/{number}?email=…; by default 404. */
  trackOrder?: (orderNumber: string, email: string | null) => Response | Promise<Response>;
  /** GET /api/pincodes/{pincode}; by default PIN_DIRECTORY's entry, or 404. */
  lookupPincode?: (pincode: string) => Response | Promise<Response>;
  /** GET /api/orders/track/{orderNumber}/tax-documents?email=…; by default none. */
  trackedTaxDocuments?: (orderNumber: string, email: string | null) => Response | Promise<Response>;
}

export const notFound = (message: string) => jsonResponse({ statusCode: 404, message }, { status: 404, statusText: 'Not Found' });
export const badRequest = (message: string) => jsonResponse({ statusCode: 400, message }, { status: 400, statusText: 'Bad Request' });
export const serverError = () => jsonResponse({ statusCode: 500, message: 'Internal server error' }, { status: 500, statusText: 'Internal Server Error' });

/** A few PIN codes as the India Post directory answers them (issue 22). */
export const PIN_DIRECTORY: Record<string, { pincode: string; city: string; district: string; state: string; serviceable: boolean; codAllowed: boolean; extraTransitDays: number }> = {
  '110003': { pincode: '110003', city: 'Delhi', district: 'South Delhi', state: 'Delhi', serviceable: true, codAllowed: true, extraTransitDays: 0 },
  '560001': { pincode: '560001', city: 'Bangalore', district: 'Bangalore', state: 'Karnataka', serviceable: true, codAllowed: true, extraTransitDays: 0 },
  '686001': { pincode: '686001', city: 'Kottayam', district: 'Kottayam', state: 'Kerala', serviceable: true, codAllowed: false, extraTransitDays: 2 },
  '744301': { pincode: '744301', city: 'Nicobar', district: 'Nicobar', state: 'Andaman and Nicobar Islands', serviceable: false, codAllowed: false, extraTransitDays: 0 },
};

/** Where the sandbox's pay page would be for `orderNumber`. */
export const payPageFor = (orderNumber: string) => `http://localhost:8090/pay/${orderNumber}`;

/** The gateway's checkout, payment and tracking calls over the catalog's. */
export function checkoutApi(options: CheckoutApiOptions = {}): FetchHandler {
  const catalog = catalogApi(options);
  return async (url, init) => {
    const [path, query = ''] = url.split('?');
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (path === '/api/customers' && method === 'POST') {
      return options.createCustomer ? options.createCustomer(body) : jsonResponse({ id: 41 });
    }
    if (path === '/api/orders' && method === 'POST') {
      if (options.placeOrder) return options.placeOrder(body);
      const order = body as { orderNumber: string; totalAmount: number };
      return jsonResponse({ ...order, id: 7, status: 'pending', paymentStatus: 'pending' });
    }
    if (path === '/api/payments/phonepe/initiate' && method === 'POST') {
      if (options.initiatePayment) return options.initiatePayment(body);
      const { orderId } = body as { orderId: string };
      return jsonResponse({ success: true, redirectUrl: payPageFor(orderId), orderNumber: orderId });
    }
    if (path === '/api/payments/phonepe/confirm' && method === 'POST') {
      if (options.confirmPayment) return options.confirmPayment(body);
      return jsonResponse({ orderNumber: (body as { orderNumber: string }).orderNumber, paymentStatus: 'paid' });
    }
    const pincode = /^\/api\/pincodes\/([^/]+)$/.exec(path);
    if (pincode && method === 'GET') {
      const wanted = decodeURIComponent(pincode[1]);
      if (options.lookupPincode) return options.lookupPincode(wanted);
      const known = PIN_DIRECTORY[wanted];
      return known ? jsonResponse(known) : notFound(`PIN code ${wanted} is not in the India Post directory. Please check it.`);
    }
    const documents = /^\/api\/orders\/track\/([^/]+)\/tax-documents$/.exec(path);
    if (documents && method === 'GET') {
      const email = new URLSearchParams(query).get('email');
      return options.trackedTaxDocuments ? options.trackedTaxDocuments(decodeURIComponent(documents[1]), email) : jsonResponse([]);
    }
    const tracked = /^\/api\/orders\/track\/([^/]+)$/.exec(path);
    if (tracked && method === 'GET') {
      const orderNumber = decodeURIComponent(tracked[1]);
      const email = new URLSearchParams(query).get('email');
      return options.trackOrder ? options.trackOrder(orderNumber, email) : notFound('Order not found');
    }
    return catalog(url, init);
  };
}

/** The JSON bodies sent to `path` so far, in order. */
export function sentBodies(fetchMock: jest.Mock, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).split('?')[0] === path && (init as RequestInit | undefined)?.body !== undefined)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
}

/** A promise to answer a call with later, to look at the page while it waits. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
