/** Largest id the catalog can hold (a Postgres int). */
const MAX_PRODUCT_ID = 2_147_483_647;

/** The product id in a `/product/{id}` path, or undefined when the segment is not a valid id. */
export function parseProductId(segment: string | undefined): number | undefined {
  if (!segment || !/^[1-9]\d*$/.test(segment)) return undefined;
  const id = Number(segment);
  return id <= MAX_PRODUCT_ID ? id : undefined;
}
