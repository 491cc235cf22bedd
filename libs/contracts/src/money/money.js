"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.rupeesOnTheWire = exports.percentOf = exports.toRupees = exports.toPaise = exports.paiseSchema = void 0;
exports.divideRoundHalfUp = divideRoundHalfUp;
exports.formatRupees = formatRupees;
const zod_1 = require("zod");
/** An amount in whole paise, never negative. */
exports.paiseSchema = zod_1.z.number().int('must be whole paise').nonnegative('must not be negative').max(Number.MAX_SAFE_INTEGER);
/** Rupees (as the spec and the browser write them, e.g. 566.82) to whole paise. */
const toPaise = (rupees) => Math.round(rupees * 100);
exports.toPaise = toPaise;
/** Paise to rupees for the HTTP edge: 56682 is 566.82. */
const toRupees = (paise) => paise / 100;
exports.toRupees = toRupees;
/** numerator / denominator rounded half up, in integers (no floating-point drift at .5). */
function divideRoundHalfUp(numerator, denominator) {
    return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
/** `percent` % of an amount in paise, rounded half up to the paisa. */
const percentOf = (paise, percent) => divideRoundHalfUp(paise * percent, 100);
exports.percentOf = percentOf;
const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/**
 * Paise as Indian rupees with Indian digit grouping: ₹1,12,500.00, or ₹1,12,500 when the amount
 * is whole rupees and `wholeWhenExact` is set (as prices read in the shop's emails).
 */
function formatRupees(paise, { wholeWhenExact = false } = {}) {
    return (wholeWhenExact && paise % 100 === 0 ? wholeRupees : rupeesAndPaise).format((0, exports.toRupees)(paise));
}
/**
 * The HTTP edge's view of an amount: paise inside, rupees on the wire (`56682` is sent as
 * `566.82`). Response schemas of the HTTP routes use it, so decoding a service's reply with the
 * route's schema is the one place paise become rupees.
 */
exports.rupeesOnTheWire = zod_1.z.codec(exports.paiseSchema, zod_1.z.number(), { decode: exports.toRupees, encode: exports.toPaise });
