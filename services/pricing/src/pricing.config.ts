/** Injection token of the pricing service's validated configuration. */
export const PRICING_CONFIG = Symbol('PRICING_CONFIG');
