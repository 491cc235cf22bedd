import { z } from 'zod';
import { productIdSchema } from '../catalog/product';
import { customerIdSchema, customerSchema, UpsertCustomer, userSchema } from '../customer/customer';
import { rupeesOnTheWire } from '../money';
import { AddToWishlist, RemoveFromWishlist, wishlistEntrySchema } from '../wishlist/wishlist';
import { defineRoute } from './route';

export const apiCustomerSchema = customerSchema.extend({ totalSpent: rupeesOnTheWire });
export type ApiCustomer = z.output<typeof apiCustomerSchema>;
export type ApiUser = z.output<typeof userSchema>;
export const apiWishlistSchema = z.array(wishlistEntrySchema.extend({ basePrice: rupeesOnTheWire }));
export type ApiWishlist = z.output<typeof apiWishlistSchema>;
export const signInSettingsSchema = z.object({ googleClientId: z.string(), googleAuthorizationUrl: z.string(), scope: z.string() });
export type ApiSignInSettings = z.output<typeof signInSettingsSchema>;

const SESSION_STORE_DOWN = 'The session store does not answer: nobody is signed in or out';

export const customersApi = {
  upsertCustomer: defineRoute({
    method: 'POST',
    path: '/api/customers',
    tag: 'checkout',
    summary: "The checkout's customer: created, or found by its email; answers its id and sets this browser's checkout cookie",
    description:
      "A guest never changes a stored customer's name, phone or address; only its signed-in owner does. The checkout cookie (shop_checkout, signed, short-lived) is what lets this browser place orders and pay for that customer id.",
    body: UpsertCustomer.request,
    response: UpsertCustomer.reply,
    errors: { 400: "A field breaks the checkout form's rules; the message says which", 429: 'Too many checkouts from this client' },
  }),
  getCustomer: defineRoute({
    method: 'GET',
    path: '/api/customers/:id',
    tag: 'checkout',
    summary: 'A customer, for its signed-in owner only (same email as the Google account)',
    params: z.object({ id: customerIdSchema }),
    response: apiCustomerSchema,
    errors: { 401: 'Not signed in', 404: 'Customer information not found (also when it is not yours)' },
  }),
};

export const authApi = {
  signIn: defineRoute({
    method: 'POST',
    path: '/api/auth/google',
    tag: 'accounts',
    summary: 'Sign in with a Google access token; sets the session cookie and answers the user',
    body: z.object({ access_token: z.string().min(1).max(4096) }),
    response: userSchema,
    errors: {
      401: 'Google refused the token, or it was issued for another app, expired, or has an unverified email',
      429: 'Too many sign-in attempts from this client',
      503: SESSION_STORE_DOWN,
    },
  }),
  signInSettings: defineRoute({
    method: 'GET',
    path: '/api/auth/config',
    tag: 'accounts',
    summary: "What the SPA needs to open Google's sign-in: our client id and Google's authorization address",
    response: signInSettingsSchema,
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/auth/me',
    tag: 'accounts',
    summary: 'The signed-in user',
    response: userSchema,
    errors: { 401: 'Not signed in' },
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    tag: 'accounts',
    summary: "Sign out: the session ends on the server (a copy of its cookie dies with it) and this browser's cookies are cleared",
    response: z.object({ success: z.literal(true) }),
    errors: { 503: 'The session store does not answer: the session could not be ended, and the cookies stay' },
  }),
  redirect: defineRoute({
    method: 'GET',
    path: '/api/auth/google/redirect',
    tag: 'accounts',
    summary: 'Start the server-side Google sign-in (redirect flow; needs GOOGLE_CLIENT_SECRET)',
    status: 303,
  }),
  callback: defineRoute({
    method: 'GET',
    path: '/api/auth/google/callback',
    tag: 'accounts',
    summary: "Google's return to the redirect flow: sets the session cookie and goes to the shop",
    status: 303,
    errors: { 401: 'Google refused the sign-in', 429: 'Too many sign-in attempts from this client', 503: SESSION_STORE_DOWN },
  }),
};

const wishlistParams = z.object({ productId: productIdSchema });

export const wishlistApi = {
  listWishlist: defineRoute({
    method: 'GET',
    path: '/api/wishlist',
    tag: 'accounts',
    summary: "The signed-in user's wishlist: id, title, mainImage, basePrice of each product",
    response: apiWishlistSchema,
    errors: { 401: 'Not signed in' },
  }),
  addToWishlist: defineRoute({
    method: 'POST',
    path: '/api/wishlist/:productId',
    tag: 'accounts',
    summary: 'Add a product (adding it again keeps one entry)',
    params: wishlistParams,
    response: AddToWishlist.reply,
    errors: { 401: 'Not signed in', 404: 'Product not found' },
  }),
  removeFromWishlist: defineRoute({
    method: 'DELETE',
    path: '/api/wishlist/:productId',
    tag: 'accounts',
    summary: 'Remove a product',
    params: wishlistParams,
    response: RemoveFromWishlist.reply,
    errors: { 401: 'Not signed in' },
  }),
};
