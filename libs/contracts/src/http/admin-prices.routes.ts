import { z } from 'zod';
import { ORIENTATIONS } from '../catalog/product';
import { rupeesInput, rupeesOnTheWire } from '../money';
import {
  optionFieldsSchema,
  optionKindSchema,
  optionVersionSchema,
  priceOptionSchema,
  pricePreviewSchema,
  pricingTableRowSchema,
} from '../pricing/back-office';
import { sizeSchema } from '../pricing/price';
import { defineRoute, type RouteErrors } from './route';

/** An option's fields as the browser sends them: a frame's added price in rupees. */
const apiOptionFieldsSchema = z.discriminatedUnion('kind', [
  optionFieldsSchema.options[0],
  optionFieldsSchema.options[1],
  optionFieldsSchema.options[2].extend({ addedPrice: rupeesInput('addedPrice') }),
]);

export const apiPriceOptionSchema = priceOptionSchema.extend({ addedPrice: rupeesOnTheWire.nullable() });
export type ApiPriceOption = z.output<typeof apiPriceOptionSchema>;
export const apiPricingTableRowSchema = pricingTableRowSchema.extend({ mrp: rupeesOnTheWire, discountedPrice: rupeesOnTheWire, costPrice: rupeesOnTheWire });
export type ApiPricingTableRow = z.output<typeof apiPricingTableRowSchema>;
export const apiPricePreviewSchema = pricePreviewSchema.extend({ before: rupeesOnTheWire.nullable(), after: rupeesOnTheWire });
export type ApiPricePreview = z.output<typeof apiPricePreviewSchema>;

const TAG = 'back office: options and prices';
const EDIT: RouteErrors = { 401: 'No staff member is signed in', 403: "The staff member's role may not edit the catalogue" };
const optionParams = z.object({
  kind: optionKindSchema,
  id: z.coerce.number({ error: 'id must be a number' }).int('id must be a whole number').positive('id must be positive').max(2_147_483_647, 'id is too large'),
});

/** Size presets per orientation, mediums, frames and the pricing table (issue 18): changes reach pricing at once. */
export const adminPricesApi = {
  listPriceOptions: defineRoute({
    method: 'GET',
    path: '/api/admin/price-options',
    tag: TAG,
    summary: 'Every size preset (by orientation), medium and frame, active or not, and the pricing table with its margins',
    staff: 'catalogue.edit',
    response: z.object({ options: z.array(apiPriceOptionSchema), table: z.array(apiPricingTableRowSchema) }),
    errors: EDIT,
  }),
  createPriceOption: defineRoute({
    method: 'POST',
    path: '/api/admin/price-options',
    tag: TAG,
    summary: 'Add a size preset, medium or frame (at the end of its list)',
    staff: 'catalogue.edit',
    body: z.object({ fields: apiOptionFieldsSchema }).strict(),
    response: apiPriceOptionSchema,
    status: 201,
    errors: { ...EDIT, 409: 'Another option already has that value' },
  }),
  previewPriceOption: defineRoute({
    method: 'POST',
    path: '/api/admin/price-options/preview',
    tag: TAG,
    summary: "What a new or changed option would do to a few sample products' MRP, before saving it",
    staff: 'catalogue.edit',
    body: z.object({ id: z.number().int().positive().optional(), fields: apiOptionFieldsSchema }).strict(),
    response: z.object({ samples: z.array(apiPricePreviewSchema) }),
    errors: { ...EDIT, 404: 'No such option' },
  }),
  reorderPriceOptions: defineRoute({
    method: 'PUT',
    path: '/api/admin/price-options/order',
    tag: TAG,
    summary: 'The new order of one list (for sizes, one orientation’s presets): every option of it, once',
    staff: 'catalogue.edit',
    body: z
      .object({ kind: optionKindSchema, orientation: z.enum(ORIENTATIONS).nullable().optional(), ids: z.array(z.number().int().positive()).min(1).max(200) })
      .strict(),
    response: z.array(apiPriceOptionSchema),
    errors: { ...EDIT, 409: 'The list changed since it was read: reload it' },
  }),
  updatePriceOption: defineRoute({
    method: 'PUT',
    path: '/api/admin/price-options/:kind/:id',
    tag: TAG,
    summary: "Change an option's value, label and price (multiplier, or a frame's added price)",
    staff: 'catalogue.edit',
    params: optionParams,
    body: z.object({ version: optionVersionSchema, fields: apiOptionFieldsSchema }).strict(),
    response: apiPriceOptionSchema,
    errors: { ...EDIT, 404: 'No such option', 409: 'Changed by someone else since `version`, or the value is taken' },
  }),
  setPriceOptionActive: defineRoute({
    method: 'PUT',
    path: '/api/admin/price-options/:kind/:id/active',
    tag: TAG,
    summary: 'Activate or deactivate an option: an inactive one is no longer offered or priced',
    staff: 'catalogue.edit',
    params: optionParams,
    body: z.object({ version: optionVersionSchema, active: z.boolean() }).strict(),
    response: apiPriceOptionSchema,
    errors: { ...EDIT, 404: 'No such option', 409: 'Changed by someone else since `version`' },
  }),
  updatePricingRow: defineRoute({
    method: 'PUT',
    path: '/api/admin/pricing-table/:size',
    tag: TAG,
    summary: "Change a row of the pricing table (MRP, discounted price, cost); below cost needs confirmBelowCost",
    staff: 'catalogue.edit',
    params: z.object({ size: sizeSchema }),
    body: z
      .object({
        version: optionVersionSchema,
        mrp: rupeesInput('mrp'),
        discountedPrice: rupeesInput('discountedPrice'),
        costPrice: rupeesInput('costPrice'),
        confirmBelowCost: z.boolean().default(false),
      })
      .strict(),
    response: apiPricingTableRowSchema,
    errors: {
      ...EDIT,
      404: 'The pricing table has no row for that size',
      409: 'Changed by someone else since `version`, or the discounted price is below cost and not confirmed',
    },
  }),
};
