import { act, waitFor } from '@testing-library/react';
import type { ApiOrderHistoryEntry, ApiUser } from '@shop/contracts';
import { readGoogleSignInFragment } from '../features/account/model/google-callback';
import type { WishlistEntry } from '../features/wishlist/api/wishlist.api';
import { STORED_USER_KEY } from '../lib/session/user';
import { catalogApi, sampleProducts, type CatalogApiOptions } from './catalog-fixtures';
import { jsonResponse, type FetchHandler } from './fetch-stub';

export const aditi: ApiUser = { id: '100000000000000000001', email: 'aditi@example.in', name: 'Aditi Verma', picture: null };

export const signInSettings = {
  googleClientId: 'sandbox-client.apps.googleusercontent.com',
  googleAuthorizationUrl: 'http://localhost:8090/o/oauth2/v2/auth',
  scope: 'openid profile email',
};

/** A shopper who signed in on an earlier visit: the user is in browser storage. */
export function rememberUser(user: ApiUser = aditi): void {
  localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
}

export function storedUser(): unknown {
  const raw = localStorage.getItem(STORED_USER_KEY);
  return raw === null ? null : JSON.parse(raw);
}

export function wishlistEntryOf(productId: number): WishlistEntry {
  const product = sampleProducts.find(({ id }) => id === productId);
  if (!product) throw new Error(`No sample product ${productId}`);
  return { id: product.id, title: product.title, mainImage: product.mainImage, basePrice: product.basePrice };
}

export const sampleOrders: ApiOrderHistoryEntry[] = [
  {
    id: 12,
    orderNumber: 'ORD-482913',
    createdAt: '2025-03-05T06:30:00.000Z',
    totalAmount: 124737.8,
    status: 'shipped',
    paymentStatus: 'paid',
    items: [
      { id: 1, productId: 8, image: '/media/products/royal-peacock-durbar/artwork.webp', name: 'Royal Peacock Durbar', size: '48X48', quantity: 30, price: 3519 },
      { id: 2, productId: 1, image: null, name: 'Monsoon Reverie', size: '18X14', quantity: 1, price: 140 },
    ],
  },
  {
    id: 7,
    orderNumber: 'ORD-100244',
    createdAt: '2025-01-20T18:45:00.000Z',
    totalAmount: 3716,
    status: 'pending',
    paymentStatus: 'pending',
    items: [{ id: 1, productId: 3, image: '/media/products/indigo-tides/artwork.webp', name: 'Indigo Tides', size: '18X18', quantity: 1, price: 3149 }],
  },
];

const unauthorized = () => jsonResponse({ statusCode: 401, message: 'Not signed in' }, { status: 401, statusText: 'Unauthorized' });

export interface AccountApiOptions extends CatalogApiOptions {
  /** Who the session cookie belongs to; null: no session (the account calls answer 401). */
  sessionUser?: ApiUser | null;
  /** The answer to `POST /api/auth/google`; by default it starts a session for Aditi. */
  signIn?: (body: string) => Response | Promise<Response>;
  /** Product ids on the signed-in user's wishlist (changed by the calls, as the server would). */
  wishlist?: number[];
  /** Replaces the answer to the named wishlist call. */
  wishlistAnswer?: Partial<Record<'list' | 'add' | 'remove', () => Response | Promise<Response>>>;
  orders?: () => Response | Promise<Response>;
  /** GET /api/orders/{orderNumber}/tax-documents; by default none. */
  taxDocuments?: (orderNumber: string) => Response | Promise<Response>;
  logout?: () => Response | Promise<Response>;
}

/** The gateway's account calls (auth, wishlist, orders) over the catalog's; `state` shows the server side. */
export function accountApi(options: AccountApiOptions = {}) {
  const state = { sessionUser: options.sessionUser === undefined ? aditi : options.sessionUser, wishlist: [...(options.wishlist ?? [])] };
  const catalog = catalogApi(options);
  const handler: FetchHandler = async (url, init) => {
    const path = url.split('?')[0];
    const method = init?.method ?? 'GET';
    if (path === '/api/auth/config') return jsonResponse(signInSettings);
    if (path === '/api/auth/google' && method === 'POST') {
      if (options.signIn) return options.signIn(String(init?.body));
      state.sessionUser = aditi;
      return jsonResponse(aditi);
    }
    if (path === '/api/auth/me') return state.sessionUser ? jsonResponse(state.sessionUser) : unauthorized();
    if (path === '/api/auth/logout' && method === 'POST') {
      if (options.logout) return options.logout();
      state.sessionUser = null;
      return jsonResponse({ success: true });
    }
    if (path === '/api/orders' && method === 'GET') {
      if (!state.sessionUser) return unauthorized();
      return options.orders ? options.orders() : jsonResponse(sampleOrders);
    }
    const documents = /^\/api\/orders\/([^/]+)\/tax-documents$/.exec(path);
    if (documents && method === 'GET') {
      if (!state.sessionUser) return unauthorized();
      return options.taxDocuments ? options.taxDocuments(decodeURIComponent(documents[1])) : jsonResponse([]);
    }
    if (path === '/api/wishlist' && method === 'GET') {
      if (!state.sessionUser) return unauthorized();
      if (options.wishlistAnswer?.list) return options.wishlistAnswer.list();
      return jsonResponse(state.wishlist.map(wishlistEntryOf));
    }
    const entry = /^\/api\/wishlist\/(\d+)$/.exec(path);
    if (entry) {
      if (!state.sessionUser) return unauthorized();
      const productId = Number(entry[1]);
      if (method === 'POST') {
        if (options.wishlistAnswer?.add) return options.wishlistAnswer.add();
        if (!state.wishlist.includes(productId)) state.wishlist.push(productId);
        return jsonResponse({ added: true });
      }
      if (method === 'DELETE') {
        if (options.wishlistAnswer?.remove) return options.wishlistAnswer.remove();
        state.wishlist = state.wishlist.filter((id) => id !== productId);
        return jsonResponse({ removed: true });
      }
    }
    return catalog(url, init);
  };
  return { handler, state };
}

export interface SignInPopupStub {
  popup: { closed: boolean; location: { replace: jest.Mock }; close: jest.Mock; focus: jest.Mock };
  open: jest.SpyInstance;
  /** The consent page address the shop sent the popup to, once it has. */
  authorizationUrl(): Promise<URL>;
  /** Google's return to the callback page, as that page posts it to the shop's window. */
  returnFromGoogle(fragment: (state: string) => string, origin?: string): Promise<void>;
}

/** Stands in for the browser's popup window (jsdom has none). */
export function stubSignInPopup(): SignInPopupStub {
  const popup = {
    closed: false,
    location: { replace: jest.fn() },
    close: jest.fn(() => {
      popup.closed = true;
    }),
    focus: jest.fn(),
  };
  const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const authorizationUrl = async () => {
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalled());
    return new URL(String(popup.location.replace.mock.calls[0][0]));
  };
  return {
    popup,
    open,
    authorizationUrl,
    async returnFromGoogle(fragment, origin = window.location.origin) {
      const state = (await authorizationUrl()).searchParams.get('state') ?? '';
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: readGoogleSignInFragment(fragment(state)), origin }));
      });
    },
  };
}
