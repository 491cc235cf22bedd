/** The catalog's settings, injectable. */
export const CATALOG_CONFIG = Symbol('CATALOG_CONFIG');
