"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.wishlistApi = exports.authApi = exports.customersApi = exports.signInSettingsSchema = exports.apiWishlistSchema = exports.apiCustomerSchema = void 0;
const zod_1 = require("zod");
const product_1 = require("../catalog/product");
const customer_1 = require("../customer/customer");
const money_1 = require("../money");
const wishlist_1 = require("../wishlist/wishlist");
const route_1 = require("./route");
exports.apiCustomerSchema = customer_1.customerSchema.extend({ totalSpent: money_1.rupeesOnTheWire });
exports.apiWishlistSchema = zod_1.z.array(wishlist_1.wishlistEntrySchema.extend({ basePrice: money_1.rupeesOnTheWire }));
exports.signInSettingsSchema = zod_1.z.object({ googleClientId: zod_1.z.string(), googleAuthorizationUrl: zod_1.z.string(), scope: zod_1.z.string() });
const SESSION_STORE_DOWN = 'The session store does not answer: nobody is signed in or out';
exports.customersApi = {
    upsertCustomer: (0, route_1.defineRoute)({
        method: 'POST',
        path: '/api/customers',
        tag: 'checkout',
        summary: "The checkout's customer: created, or found by its email; answers its id and sets this browser's checkout cookie",
        description: "A guest never changes a stored customer's name, phone or address; only its signed-in owner does. The checkout cookie (shop_checkout, signed, short-lived) is what lets this browser place orders and pay for that customer id.",
        body: customer_1.UpsertCustomer.request,
        response: customer_1.UpsertCustomer.reply,
        errors: { 400: "A field breaks the checkout form's rules; the message says which", 429: 'Too many checkouts from this client' },
    }),
    getCustomer: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/customers/:id',
        tag: 'checkout',
        summary: 'A customer, for its signed-in owner only (same email as the Google account)',
        params: zod_1.z.object({ id: customer_1.customerIdSchema }),
        response: exports.apiCustomerSchema,
        errors: { 401: 'Not signed in', 404: 'Customer information not found (also when it is not yours)' },
    }),
};
exports.authApi = {
    signIn: (0, route_1.defineRoute)({
        method: 'POST',
        path: '/api/auth/google',
        tag: 'accounts',
        summary: 'Sign in with a Google access token; sets the session cookie and answers the user',
        body: zod_1.z.object({ access_token: zod_1.z.string().min(1).max(4096) }),
        response: customer_1.userSchema,
        errors: {
            401: 'Google refused the token, or it was issued for another app, expired, or has an unverified email',
            429: 'Too many sign-in attempts from this client',
            503: SESSION_STORE_DOWN,
        },
    }),
    signInSettings: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/auth/config',
        tag: 'accounts',
        summary: "What the SPA needs to open Google's sign-in: our client id and Google's authorization address",
        response: exports.signInSettingsSchema,
    }),
    me: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/auth/me',
        tag: 'accounts',
        summary: 'The signed-in user',
        response: customer_1.userSchema,
        errors: { 401: 'Not signed in' },
    }),
    logout: (0, route_1.defineRoute)({
        method: 'POST',
        path: '/api/auth/logout',
        tag: 'accounts',
        summary: "Sign out: the session ends on the server (a copy of its cookie dies with it) and this browser's cookies are cleared",
        response: zod_1.z.object({ success: zod_1.z.literal(true) }),
        errors: { 503: 'The session store does not answer: the session could not be ended, and the cookies stay' },
    }),
    redirect: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/auth/google/redirect',
        tag: 'accounts',
        summary: 'Start the server-side Google sign-in (redirect flow; needs GOOGLE_CLIENT_SECRET)',
        status: 303,
    }),
    callback: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/auth/google/callback',
        tag: 'accounts',
        summary: "Google's return to the redirect flow: sets the session cookie and goes to the shop",
        status: 303,
        errors: { 401: 'Google refused the sign-in', 429: 'Too many sign-in attempts from this client', 503: SESSION_STORE_DOWN },
    }),
};
const wishlistParams = zod_1.z.object({ productId: product_1.productIdSchema });
exports.wishlistApi = {
    listWishlist: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/wishlist',
        tag: 'accounts',
        summary: "The signed-in user's wishlist: id, title, mainImage, basePrice of each product",
        response: exports.apiWishlistSchema,
        errors: { 401: 'Not signed in' },
    }),
    addToWishlist: (0, route_1.defineRoute)({
        method: 'POST',
        path: '/api/wishlist/:productId',
        tag: 'accounts',
        summary: 'Add a product (adding it again keeps one entry)',
        params: wishlistParams,
        response: wishlist_1.AddToWishlist.reply,
        errors: { 401: 'Not signed in', 404: 'Product not found' },
    }),
    removeFromWishlist: (0, route_1.defineRoute)({
        method: 'DELETE',
        path: '/api/wishlist/:productId',
        tag: 'accounts',
        summary: 'Remove a product',
        params: wishlistParams,
        response: wishlist_1.RemoveFromWishlist.reply,
        errors: { 401: 'Not signed in' },
    }),
};
