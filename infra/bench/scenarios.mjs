// What `npm run bench` measures: each path with the requests a shopper's browser makes.
// Sizes and options are the spec's; prices are the server's business, never sent.

const ARTWORKS = [
  { id: 1, title: 'Monsoon Reverie', sizes: ['18x14', '27x21', '36x28', '45x35', '54x42'] },
  { id: 3, title: 'Indigo Tides', sizes: ['18x18', '24x24', '30x30', '36x36', '48x48'] },
  { id: 6, title: 'Urban Raga', sizes: ['21x12', '28x16', '35x20', '42x24', '49x28'] },
  { id: 8, title: 'Royal Peacock Durbar', sizes: ['18x18', '24x24', '30x30', '36x36', '48x48'] },
];
const MEDIUMS = ['Museum-Grade Canvas', 'Fine Art Paper'];
const FRAMES = ['No Frame', 'Black Frame', 'Floating Frame - Natural', 'Metal (Champagne Gold)'];

const json = { 'content-type': 'application/json' };

/** Every option change of the configurator on a few artworks: 4 × 5 × 2 × 4 = 160 distinct questions. */
function pricingRequests() {
  const requests = [];
  for (const artwork of ARTWORKS) {
    for (const size of artwork.sizes) {
      for (const medium of MEDIUMS) {
        for (const frame of FRAMES) {
          const query = new URLSearchParams({ productName: artwork.title, size, medium, frame });
          requests.push({ path: `/api/products/pricing?${query}` });
        }
      }
    }
  }
  return requests;
}

/** A realistic cart: three lines, different artworks, sizes, mediums, frames and quantities. */
export const CART_LINES = [
  { productId: 1, productName: 'Monsoon Reverie', size: '27x21', medium: 'Fine Art Paper', frame: 'No Frame', quantity: 1 },
  { productId: 3, productName: 'Indigo Tides', size: '36x36', medium: 'Museum-Grade Canvas', frame: 'Black Frame', quantity: 2 },
  { productId: 8, productName: 'Royal Peacock Durbar', size: '24x24', medium: 'Museum-Grade Canvas', frame: 'Metal (Champagne Gold)', quantity: 1 },
];

export const BENCH_SHOPPER = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench.shopper@example.in',
  phone: '+91 98765 43210',
  address: '14 Lodhi Estate',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110003',
  country: 'India',
};

/**
 * COD orders, each with a number of its own (`ORD-BENCH-<run>-<PHASE>-<n>`), so every request
 * stores a new order and sends a new confirmation email. Each carries the checkout cookie the
 * customer answer set, as the shopper's browser does: without it the shop refuses the order.
 */
function orderRequests({ customerId, checkoutCookie, runId, phase }) {
  let next = 0;
  const lines = CART_LINES.map((line) => ({
    productId: line.productId,
    productTitle: line.productName,
    quantity: line.quantity,
    size: line.size,
    medium: line.medium,
    framing: line.frame,
  }));
  return [
    {
      method: 'POST',
      path: '/api/orders',
      headers: { ...json, cookie: checkoutCookie },
      setupRequest(request) {
        next += 1;
        request.body = JSON.stringify({
          customerId,
          orderNumber: `ORD-BENCH-${runId}-${phase.toUpperCase()}-${next}`,
          shippingAddress: BENCH_SHOPPER.address,
          shippingCity: BENCH_SHOPPER.city,
          shippingState: BENCH_SHOPPER.state,
          shippingPincode: BENCH_SHOPPER.pincode,
          paymentMethod: 'cod',
          items: lines,
        });
        return request;
      },
    },
  ];
}

/**
 * The measured paths, in the order they run, under the names the JSON report uses.
 * `requests({ phase })` gives the requests of one measurement (`warmup`, `max`, `half`, `sustained`).
 * `checkoutCookie` is the `shop_checkout=…` pair that `POST /api/customers` set for `customerId`.
 */
export function paths({ customerId, checkoutCookie, runId }) {
  const cartSummary = JSON.stringify({ items: CART_LINES });
  return [
    { name: 'health', title: 'GET /api/health', requests: () => [{ path: '/api/health' }] },
    { name: 'pricing', title: 'GET /api/products/pricing', requests: pricingRequests },
    {
      name: 'cartSummary',
      title: 'POST /api/cart/dynamic-summary (3 lines)',
      requests: () => [{ method: 'POST', path: '/api/cart/dynamic-summary', headers: json, body: cartSummary }],
    },
    { name: 'products', title: 'GET /api/products', requests: () => [{ path: '/api/products' }] },
    { name: 'placeOrder', title: 'POST /api/orders (COD)', requests: ({ phase }) => orderRequests({ customerId, checkoutCookie, runId, phase }) },
  ];
}
