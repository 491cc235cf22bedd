// Settings shared by the load tests; every one can be overridden with k6's -e NAME=value.
export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/$/, '');
export const RATE = Number(__ENV.RATE || 200); // requests (iterations) per second
export const DURATION = __ENV.DURATION || '1m';
export const PRE_ALLOCATED_VUS = Number(__ENV.VUS || 50);
export const MAX_VUS = Number(__ENV.MAX_VUS || 400);

/** A constant arrival rate (RATE unless given): the load does not slow down when the shop does. */
export function constantRate(exec, rate = RATE) {
  return {
    executor: 'constant-arrival-rate',
    exec,
    rate,
    timeUnit: '1s',
    duration: DURATION,
    preAllocatedVUs: PRE_ALLOCATED_VUS,
    maxVUs: MAX_VUS,
  };
}

/** The spec's sample artworks with the sizes each offers (spec section 9 presets per orientation). */
export const ARTWORKS = [
  { id: 1, title: 'Monsoon Reverie', basePrice: 195, sizes: ['18X14', '27X21', '36X28', '45X35', '54X42'] },
  { id: 2, title: 'Saffron Horizon', basePrice: 320, sizes: ['14X18', '21X27', '28X36', '35X45', '42X54'] },
  { id: 3, title: 'Indigo Tides', basePrice: 450, sizes: ['18X18', '24X24', '30X30', '36X36', '48X48'] },
  { id: 4, title: 'Marigold Geometry', basePrice: 575, sizes: ['18X14', '27X21', '36X28', '45X35', '54X42'] },
  { id: 5, title: 'Quiet Courtyard', basePrice: 690, sizes: ['14X18', '21X27', '28X36', '35X45', '42X54'] },
  { id: 6, title: 'Urban Raga', basePrice: 840, sizes: ['21X12', '28X16', '35X20', '42X24', '49X28'] },
  { id: 7, title: 'Banyan Chronicles', basePrice: 980, sizes: ['14X18', '21X27', '28X36', '35X45', '42X54'] },
  { id: 8, title: 'Royal Peacock Durbar', basePrice: 1250, sizes: ['18X18', '24X24', '30X30', '36X36', '48X48'] },
];
export const SIZE_MULTIPLIERS = [1, 1.5, 2, 2.5, 3];
export const MEDIUMS = [
  { name: 'Museum-Grade Canvas', multiplier: 1 },
  { name: 'Fine Art Paper', multiplier: 0.8 },
];
export const FRAMES = [
  { name: 'No Frame', added: 0 },
  { name: 'Stretched Canvas', added: 50 },
  { name: 'Black Frame', added: 110 },
  { name: 'Floating Frame - Natural', added: 140 },
  { name: 'Metal (Champagne Gold)', added: 160 },
];

export const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A random configuration, with the price the shop's rule gives it (DESIGN.md), to check answers against. */
export function randomConfiguration() {
  const artwork = pick(ARTWORKS);
  const sizeIndex = Math.floor(Math.random() * artwork.sizes.length);
  const medium = pick(MEDIUMS);
  const frame = pick(FRAMES);
  const mrp = roundHalfUp(artwork.basePrice * SIZE_MULTIPLIERS[sizeIndex] * medium.multiplier) + frame.added;
  const discounted = roundHalfUp(mrp * 0.9);
  return { artwork, size: artwork.sizes[sizeIndex], medium: medium.name, frame: frame.name, mrp, discounted };
}

export function roundHalfUp(value) {
  return Math.floor(value + 0.5 + 1e-9);
}

/** Money is compared to the paisa. */
export const sameMoney = (a, b) => Math.abs(a - b) < 0.005;

/** The query string of GET /api/products/pricing for a configuration, as the configurator sends it. */
export function pricingQuery(c) {
  return [
    `productName=${encodeURIComponent(c.artwork.title)}`,
    `size=${c.size.toLowerCase()}`,
    `medium=${encodeURIComponent(c.medium)}`,
    `frame=${encodeURIComponent(c.frame)}`,
  ].join('&');
}

/** Cart lines (configurations with a quantity) as POST /api/cart/dynamic-summary takes them. */
export function summaryItems(lines) {
  return lines.map((l) => ({
    productId: l.artwork.id,
    productName: l.artwork.title,
    size: l.size.toLowerCase(),
    medium: l.medium,
    frame: l.frame,
    quantity: l.quantity,
  }));
}
