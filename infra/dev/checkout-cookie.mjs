// The guest checkout's cookie, for the scripts that shop like a browser (bench, chaos run):
// `POST /api/customers` sets it, and every order and payment of that checkout must carry it.

export const CHECKOUT_COOKIE = 'shop_checkout';

/** The `shop_checkout=…` pair a response sets, or undefined. */
export function checkoutCookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith(`${CHECKOUT_COOKIE}=`) && pair.length > CHECKOUT_COOKIE.length + 1);
}
