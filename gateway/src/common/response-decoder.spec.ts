import { authApi, catalogApi, customersApi, ordersApi, paymentsApi, pricingApi, wishlistApi, type HttpRoute } from '@shop/contracts';
import { compileDecoder } from './response-decoder';

const product = {
  id: 4,
  title: 'Marigold Geometry',
  slug: 'marigold-geometry',
  uniqueProduct: null,
  artist: 'Meera Iyer',
  categoryId: 2,
  description: 'Marigolds.',
  basePrice: 57550,
  rating: 4.8,
  reviews: 12,
  mainImage: '/media/products/marigold.webp',
  mockupImage: null,
  images: ['/media/products/marigold.webp'],
  originalFilenames: { main: 'marigold.tif' },
  internalImageName: 'marigold',
  year: '2024',
  style: 'Contemporary',
  orientation: 'landscape',
  inStock: true,
  featured: false,
  availableSizes: ['18X14'],
  availableMediums: ['Museum-Grade Canvas'],
  availableFrames: ['Black Frame'],
  frameImages: {},
  returnsPolicy: null,
  media: { '/media/products/marigold.webp': { width: 1200, height: 900, extra: 'not declared' } },
  notDeclared: 'a field the service added',
};
const summary = { basePrice: 135000, discountPercentage: 10, discountAmount: 13400, subtotal: 121600, gstRate: 18, gstAmount: 21888, total: 143488 };
const item = { productId: 4, productTitle: 'Marigold Geometry', quantity: 2, size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame', unitPrice: 60800, totalPrice: 121600, internalImageName: 'marigold' };
const steps = ['Order Placed', 'Payment Confirmed', 'Processing', 'Shipped', 'Delivered'].map((label, i) => ({ label, done: i === 0 }));
const order = {
  id: 7,
  orderNumber: 'ORD-123456',
  customerId: 3,
  customerEmail: 'aditi@example.in',
  orderDate: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'cod',
  totalAmount: 143488,
  shippingAddress: '1 MG Road',
  shippingCity: 'Pune',
  shippingState: 'Maharashtra',
  shippingPincode: '411001',
  shippingCountry: 'India',
  notes: null,
  items: [item],
  priceSummary: summary,
  trackingNumber: null,
  progress: steps,
  paymentReference: 'never shown',
};

/** Replies as services give them (paise, sometimes with fields the route does not declare), per route. */
const REPLIES: Array<[HttpRoute, unknown]> = [
  [catalogApi.listProducts, [product, { ...product, id: 5, basePrice: 19500 }]],
  [catalogApi.getProduct, product],
  [pricingApi.getPrice, { mrp: 80000, discountedPrice: 72000, discountPercent: 10, gst: 12960, finalPrice: 84960, source: 'product' }],
  [
    pricingApi.summarizeCart,
    { success: true, summary, lines: [{ productId: 4, productName: 'Marigold Geometry', size: '18X14', medium: 'Fine Art Paper', frame: 'No Frame', quantity: 2, unitMrp: 67500, unitPrice: 60800, lineTotal: 121600 }] },
  ],
  [ordersApi.placeOrder, order],
  [ordersApi.trackOrder, { ...order, notes: 'Ring twice' }],
  [ordersApi.listMyOrders, [{ id: 7, orderNumber: 'ORD-123456', createdAt: order.orderDate, totalAmount: 143488, status: 'pending', paymentStatus: 'pending', items: [{ id: 1, productId: 4, image: null, name: 'Marigold Geometry', size: '18X14', quantity: 2, price: 60800 }] }]],
  [paymentsApi.initiatePayment, { success: false, error: 'The payment could not be started. Please try again.' }],
  [customersApi.getCustomer, { id: 3, firstName: 'Aditi', lastName: 'Rao', email: 'aditi@example.in', phone: '9876543210', address: '1 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India', createdAt: order.orderDate, totalOrders: 1, totalSpent: 143488 }],
  [wishlistApi.listWishlist, [{ id: 4, title: 'Marigold Geometry', mainImage: '/m.webp', basePrice: 57550 }]],
  [authApi.me, { id: 'g-1', email: 'aditi@example.in', name: 'Aditi', picture: null }],
];

describe('the production response decoder', () => {
  it.each(REPLIES.map(([route, reply]) => [`${route.method} ${route.path}`, route, reply] as const))(
    'answers %s exactly as the full parse does: rupees, and only the declared fields',
    (_name, route, reply) => {
      const schema = route.response!;
      expect(compileDecoder(schema)(structuredClone(reply))).toEqual(schema.parse(structuredClone(reply)));
    },
  );

  it('turns paise into rupees', () => {
    const decoded = compileDecoder(ordersApi.trackOrder.response!)(structuredClone(order)) as typeof order;
    expect([decoded.totalAmount, decoded.items[0].unitPrice, decoded.priceSummary.gstAmount]).toEqual([1434.88, 608, 218.88]);
    expect(decoded).not.toHaveProperty('paymentReference');
  });
});
