/**
 * The delivery promise (issue 22): "Delivered by Thu, 27 Nov" for a PIN code, from the spec's
 * rules (section 9): fulfilment in 2-5 business days, Monday to Friday; no shipping on Sunday;
 * then the carrier's transit days by zone. The product page, the cart and the order placed all
 * get their date from this one function. It imports nothing, so the SPA may take it too.
 *
 * A promise uses the upper bound, 5 business days: a promise is what the shopper plans around,
 * and one made with the lower bound would be broken by every order that takes the time the
 * policy allows. Delivering early surprises nobody; delivering late is a complaint.
 */

export const FULFILMENT_BUSINESS_DAYS = { min: 2, max: 5 } as const;

export const DELIVERY_ZONES = ['same-city', 'same-state', 'metro', 'rest-of-india', 'remote'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** The carrier's days in transit (not counting Sundays) from dispatch, by zone. */
export const TRANSIT_DAYS: Readonly<Record<DeliveryZone, number>> = {
  'same-city': 1,
  'same-state': 2,
  metro: 3,
  'rest-of-india': 5,
  remote: 7,
};

/** The six metros couriers price and route as one zone, as the PIN directory names them. */
export const METRO_CITIES = ['Delhi', 'Mumbai', 'Kolkata', 'Chennai', 'Bangalore', 'Hyderabad'] as const;

/** Where couriers add days: the North East, Jammu and Kashmir, Ladakh and the islands. */
export const REMOTE_STATES = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
] as const;

/** A place as the PIN directory names it. */
export interface DeliveryPlace {
  city: string;
  state: string;
}

const isMetro = (place: DeliveryPlace) => (METRO_CITIES as readonly string[]).includes(place.city);
const isRemote = (place: DeliveryPlace) => (REMOTE_STATES as readonly string[]).includes(place.state);

/** The zone of a delivery from the shop's origin: the nearest that applies wins. */
export function deliveryZone(origin: DeliveryPlace, destination: DeliveryPlace): DeliveryZone {
  if (origin.state === destination.state && origin.city === destination.city) return 'same-city';
  if (origin.state === destination.state) return 'same-state';
  if (isRemote(destination)) return 'remote';
  if (isMetro(origin) && isMetro(destination)) return 'metro';
  return 'rest-of-india';
}

export interface DeliveryPromiseInput {
  /** When the order is (or would be) placed. */
  placedAt: Date;
  zone: DeliveryZone;
  /** The PIN code's own extra days (a remote area), from the serviceability table. */
  extraTransitDays: number;
  /** The shop's holidays, India days as YYYY-MM-DD: no fulfilment work on them. */
  holidays: readonly string[];
}

export interface DeliveryPromise {
  /** The last India day the parcel leaves the shop (YYYY-MM-DD). */
  dispatchBy: string;
  /** The India day it arrives by (YYYY-MM-DD), never a Sunday. */
  deliveredBy: string;
  fulfilmentDays: number;
  transitDays: number;
}

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The India calendar day of an instant, as a UTC midnight (so day arithmetic never meets a clock change). */
function indiaDay(instant: Date): Date {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const nextDay = (day: Date) => new Date(day.getTime() + DAY_MS);
const SUNDAY = 0;
const SATURDAY = 6;

/**
 * The promise for an order placed at `placedAt`. Fulfilment counts business days (Monday to
 * Friday, not a shop holiday) after the day of the order, since an order placed late in the day
 * is not worked that day; the parcel leaves on the last of them. Transit then counts days the
 * carrier moves, every day but Sunday.
 */
export function promiseDelivery({ placedAt, zone, extraTransitDays, holidays }: DeliveryPromiseInput): DeliveryPromise {
  const closed = new Set(holidays);
  const fulfilmentDays = FULFILMENT_BUSINESS_DAYS.max;
  let day = indiaDay(placedAt);
  for (let worked = 0; worked < fulfilmentDays; ) {
    day = nextDay(day);
    const weekday = day.getUTCDay();
    if (weekday !== SUNDAY && weekday !== SATURDAY && !closed.has(isoDay(day))) worked += 1;
  }
  const dispatchBy = isoDay(day);
  const transitDays = TRANSIT_DAYS[zone] + Math.max(0, Math.trunc(extraTransitDays));
  for (let moved = 0; moved < transitDays; ) {
    day = nextDay(day);
    if (day.getUTCDay() !== SUNDAY) moved += 1;
  }
  return { dispatchBy, deliveredBy: isoDay(day), fulfilmentDays, transitDays };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Thu, 27 Nov" for 2025-11-27: how the promise is written on the page and in the email. */
export function formatPromiseDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00.000Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}
