import { z } from 'zod';
import { defineRequest } from '../common/define';
import { pagingFields } from '../common/paging';
import { DELIVERY_ZONES } from './delivery-promise';

/**
 * PIN codes and the delivery promise (issue 22), owned by the order service, which places the
 * orders they decide about: the India Post directory of PIN codes, each one's serviceability
 * (the back office edits it), the shop's dispatch PIN and holidays, and the promise.
 */

export const PINCODE_PATTERN_MESSAGE = 'Please enter a valid 6-digit PIN code';
export const pincodeSchema = z.string({ error: PINCODE_PATTERN_MESSAGE }).trim().regex(/^[0-9]{6}$/, PINCODE_PATTERN_MESSAGE);

/** An unknown PIN code, as checkout and the lookup say it. */
export const unknownPincodeMessage = (pincode: string) => `PIN code ${pincode} is not in the India Post directory. Please check it.`;
export const notServiceableMessage = (pincode: string) => `Sorry, we do not deliver to PIN code ${pincode} yet.`;
export const codNotAllowedMessage = (pincode: string) => `Cash on delivery is not available for PIN code ${pincode}. Please choose another payment method.`;

export const MAX_EXTRA_TRANSIT_DAYS = 30;
export const MAX_SHOP_HOLIDAYS = 100;

/** A PIN code as the directory and the serviceability table have it. */
export const pincodeDetailsSchema = z.object({
  pincode: z.string(),
  /** The city checkout fills in (the district, "Delhi" for all of Delhi); the shopper may correct it. */
  city: z.string(),
  district: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
  codAllowed: z.boolean(),
  extraTransitDays: z.number().int().min(0),
});
export type PincodeDetails = z.infer<typeof pincodeDetailsSchema>;

export const LookupPincode = defineRequest({
  subject: 'order.lookup-pincode.v1',
  request: z.object({ pincode: pincodeSchema }).strict(),
  reply: pincodeDetailsSchema,
});

export const deliveryPromiseSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  zone: z.enum(DELIVERY_ZONES),
  serviceable: z.boolean(),
  codAllowed: z.boolean(),
  /** Null when the PIN code is not serviceable. India days, YYYY-MM-DD. */
  dispatchBy: z.string().nullable(),
  deliveredBy: z.string().nullable(),
  /** "Thu, 27 Nov", or null when not serviceable. */
  deliveredByLabel: z.string().nullable(),
});
export type DeliveryPromiseAnswer = z.infer<typeof deliveryPromiseSchema>;

/** The promise for an order placed now to this PIN code. */
export const GetDeliveryPromise = defineRequest({
  subject: 'order.get-delivery-promise.v1',
  request: z.object({ pincode: pincodeSchema }).strict(),
  reply: deliveryPromiseSchema,
});

/** A PIN code as the back office lists it, with the version its next change names. */
export const adminPincodeSchema = pincodeDetailsSchema.extend({ version: z.number().int().positive(), updatedAt: z.string().nullable() });
export type AdminPincode = z.infer<typeof adminPincodeSchema>;

export const PINCODE_PAGE = { default: 50, max: 200 } as const;
export const PINCODE_MAX_PAGE = 500;

export const adminPincodeListQuerySchema = z
  .object({
    /** The start of a PIN code, or part of a city or district name. */
    q: z.string().trim().max(60, 'q is too long').optional(),
    state: z.string().trim().max(60, 'state is too long').optional(),
    /** Only the PIN codes changed from the directory's defaults (not serviceable, no COD, or extra days). */
    restricted: z
      .enum(['true', 'false'], { error: 'restricted must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    ...pagingFields(PINCODE_PAGE, PINCODE_MAX_PAGE),
  })
  .strict();

export const ListPincodesForStaff = defineRequest({
  subject: 'order.list-pincodes-for-staff.v1',
  // The query as the gateway parsed it: `restricted` already a boolean.
  request: adminPincodeListQuerySchema.extend({ restricted: z.boolean().optional() }),
  reply: z.object({ items: z.array(adminPincodeSchema), total: z.number().int().nonnegative() }),
});

export const pincodeServiceabilitySchema = z
  .object({
    version: z.number({ error: 'version must be a number' }).int().min(1).max(2_147_483_647),
    serviceable: z.boolean({ error: 'serviceable must be true or false' }),
    codAllowed: z.boolean({ error: 'codAllowed must be true or false' }),
    extraTransitDays: z
      .number({ error: 'extraTransitDays must be a number' })
      .int('extraTransitDays must be a whole number')
      .min(0, 'extraTransitDays must be at least 0')
      .max(MAX_EXTRA_TRANSIT_DAYS, `extraTransitDays must be at most ${MAX_EXTRA_TRANSIT_DAYS}`),
  })
  .strict();

export const UpdatePincodeServiceability = defineRequest({
  subject: 'order.update-pincode-serviceability.v1',
  request: z.object({ pincode: pincodeSchema, change: pincodeServiceabilitySchema }).strict(),
  reply: adminPincodeSchema,
});

const isoDay = z
  .string({ error: 'a holiday must be a date' })
  .regex(/^20\d{2}-\d{2}-\d{2}$/, 'a holiday must be a date like 2025-12-25')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'a holiday must be a real date');

/** Where parcels leave from and the days the shop does no fulfilment work. */
export const deliverySettingsSchema = z.object({
  originPincode: pincodeSchema,
  holidays: z
    .array(isoDay, { error: 'holidays must be a list of dates' })
    .max(MAX_SHOP_HOLIDAYS, `at most ${MAX_SHOP_HOLIDAYS} holidays`)
    .transform((days) => [...new Set(days)].sort()),
});
export type DeliverySettings = z.output<typeof deliverySettingsSchema>;

export const deliverySettingsReplySchema = z.object({
  originPincode: z.string(),
  holidays: z.array(z.string()),
  /** The origin as the directory names it. */
  originCity: z.string(),
  originState: z.string(),
  version: z.number().int().positive(),
});

export const GetDeliverySettings = defineRequest({
  subject: 'order.get-delivery-settings.v1',
  request: z.object({}).strict(),
  reply: deliverySettingsReplySchema,
});

export const UpdateDeliverySettings = defineRequest({
  subject: 'order.update-delivery-settings.v1',
  request: deliverySettingsSchema.extend({ version: z.number({ error: 'version must be a number' }).int().min(1).max(2_147_483_647) }).strict(),
  reply: deliverySettingsReplySchema,
});
