/**
 * Sends the browser to a page outside the shop, such as the payment gateway's pay page.
 * One place for it, so tests can watch the shop leave without the test page leaving.
 */
export function leaveShopFor(url: string): void {
  window.location.assign(url);
}
