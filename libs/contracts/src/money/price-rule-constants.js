"use strict";
/**
 * The shop's price constants (DESIGN.md "Prices"), in one place for every service and the
 * SPA. This file imports nothing, so the SPA can take the values without any server code.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.NO_FRAME = exports.DEFAULT_MEDIUM = exports.GST_PERCENT = exports.DISCOUNT_PERCENT = void 0;
/** Every price is shown this many percent below its MRP (spec section 9). */
exports.DISCOUNT_PERCENT = 10;
/** Goods and services tax on the discounted price (spec section 1). */
exports.GST_PERCENT = 18;
/** The medium priced when a shopper has not chosen one. */
exports.DEFAULT_MEDIUM = 'Museum-Grade Canvas';
/** The framing a print has when no frame is chosen; it costs nothing. */
exports.NO_FRAME = 'No Frame';
