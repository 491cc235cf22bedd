import type { ApiProduct } from '@shop/contracts';
import { jsonResponse } from './fetch-stub';

/** Spec section 9: size multipliers of every orientation's presets, in order. */
const SIZE_MULTIPLIERS: Record<string, number> = Object.fromEntries(
  [
    ['18X14', '27X21', '36X28', '45X35', '54X42'],
    ['14X18', '21X27', '28X36', '35X45', '42X54'],
    ['18X18', '24X24', '30X30', '36X36', '48X48'],
    ['21X12', '28X16', '35X20', '42X24', '49X28'],
  ].flatMap((sizes) => sizes.map((size, index) => [size, 1 + index * 0.5])),
);
const MEDIUM_MULTIPLIERS: Record<string, number> = { 'Museum-Grade Canvas': 1, 'Fine Art Paper': 0.8 };
const FRAME_PRICES: Record<string, number> = {
  'No Frame': 0,
  'Print Only': 0,
  'Stretched Canvas': 50,
  'Dark Brown Frame': 120,
  'Light Brown Frame': 120,
  'Black Frame': 110,
  'Floating Frame - Natural': 140,
  'Metal (Champagne Gold)': 160,
  'Metal (Earling Silver)': 160,
};

export interface UnitPrice {
  mrp: number;
  discountedPrice: number;
}

/** The design's price rule for one print; undefined for an option the product does not offer. */
export function unitPrice(product: ApiProduct, size: string, medium = 'Museum-Grade Canvas', frame = 'No Frame'): UnitPrice | undefined {
  const normalisedSize = size.toUpperCase();
  if (!product.availableSizes.includes(normalisedSize) || !product.availableMediums.includes(medium)) return undefined;
  if (frame !== 'No Frame' && !product.availableFrames.includes(frame)) return undefined;
  const mrp = Math.round(product.basePrice * SIZE_MULTIPLIERS[normalisedSize] * MEDIUM_MULTIPLIERS[medium]) + FRAME_PRICES[frame];
  return { mrp, discountedPrice: Math.round(mrp * 0.9) };
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (amount: number) => amount / 100;
const badRequest = (message: string) => jsonResponse({ statusCode: 400, message }, { status: 400, statusText: 'Bad Request' });

/** GET /api/products/pricing as the gateway answers it. */
export function pricingAnswer(products: readonly ApiProduct[], url: string): Response {
  const query = new URL(url, 'http://shop.test').searchParams;
  const product = products.find(({ id }) => String(id) === query.get('productId'));
  const size = query.get('size');
  if (!product || !size) return badRequest('productId and size are required');
  const unit = unitPrice(product, size, query.get('medium') ?? undefined, query.get('frame') ?? undefined);
  if (!unit) return badRequest(`The selection is not offered for "${product.title}"`);
  const gst = Math.round(paise(unit.discountedPrice) * 0.18);
  return jsonResponse({
    ...unit,
    discountPercent: 10,
    gst: rupees(gst),
    finalPrice: rupees(paise(unit.discountedPrice) + gst),
    source: 'product',
  });
}

interface SummaryItem {
  productId: number;
  productName: string;
  size: string;
  medium: string;
  frame: string;
  quantity: number;
}

/** POST /api/cart/dynamic-summary as the gateway answers it. */
export function summaryAnswer(products: readonly ApiProduct[], body: string): Response {
  const { items } = JSON.parse(body) as { items: SummaryItem[] };
  if (!items.length) return badRequest('items must not be empty');
  let basePrice = 0;
  let subtotal = 0;
  const lines = [];
  for (const item of items) {
    const product = products.find(({ id }) => id === item.productId);
    const unit = product && unitPrice(product, item.size, item.medium, item.frame);
    if (!unit) return badRequest(`items: ${item.productName} cannot be priced`);
    basePrice += paise(unit.mrp) * item.quantity;
    subtotal += paise(unit.discountedPrice) * item.quantity;
    lines.push({
      productId: item.productId,
      productName: item.productName,
      size: item.size.toUpperCase(),
      medium: item.medium,
      frame: item.frame,
      quantity: item.quantity,
      unitMrp: unit.mrp,
      unitPrice: unit.discountedPrice,
      lineTotal: unit.discountedPrice * item.quantity,
    });
  }
  const gstAmount = Math.round(subtotal * 0.18);
  return jsonResponse({
    success: true,
    summary: {
      basePrice: rupees(basePrice),
      discountPercentage: 10,
      discountAmount: rupees(basePrice - subtotal),
      subtotal: rupees(subtotal),
      gstRate: 18,
      gstAmount: rupees(gstAmount),
      total: rupees(subtotal + gstAmount),
    },
    lines,
  });
}
