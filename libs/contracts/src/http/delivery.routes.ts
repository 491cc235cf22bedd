import { z } from 'zod';
import {
  adminPincodeListQuerySchema,
  adminPincodeSchema,
  deliveryPromiseSchema,
  deliverySettingsReplySchema,
  deliverySettingsSchema,
  pincodeDetailsSchema,
  pincodeSchema,
  pincodeServiceabilitySchema,
} from '../order/delivery';
import { defineRoute, type RouteErrors } from './route';

/** PIN codes and the delivery promise (issue 22): public look-ups for checkout and the product page. */
export const deliveryApi = {
  lookupPincode: defineRoute({
    method: 'GET',
    path: '/api/pincodes/:pincode',
    tag: 'delivery',
    summary: 'A PIN code from the India Post directory: the city and state checkout fills in, and whether the shop delivers there and takes cash on delivery',
    params: z.object({ pincode: pincodeSchema }),
    response: pincodeDetailsSchema,
    errors: { 404: 'The PIN code is not in the India Post directory', 429: 'Too many PIN code look-ups from this client' },
  }),
  deliveryPromise: defineRoute({
    method: 'GET',
    path: '/api/delivery-promise',
    tag: 'delivery',
    summary: 'When an order placed now reaches a PIN code ("Delivered by Thu, 27 Nov")',
    description:
      'Fulfilment takes at most 5 business days (Monday to Friday, not a shop holiday) after the day of the order, then the transit days of the zone ' +
      '(same city, same state, metro, rest of India, remote) from the shop’s dispatch PIN code and the PIN code’s extra days; nothing moves on Sunday. ' +
      'A PIN code the shop does not deliver to answers serviceable false and no date.',
    query: z.object({ pincode: pincodeSchema }),
    response: deliveryPromiseSchema,
    errors: { 404: 'The PIN code is not in the India Post directory', 429: 'Too many PIN code look-ups from this client' },
  }),
};

const TAG = 'back office: delivery';
const READ: RouteErrors = { 401: 'No staff member is signed in', 403: "The staff member's role may not read orders" };
const EDIT: RouteErrors = { 401: 'No staff member is signed in', 403: "The staff member's role may not change the shop's settings" };

/** Serviceability per PIN code and the shop's dispatch PIN and holidays; every change is in the audit log. */
export const adminDeliveryApi = {
  listPincodes: defineRoute({
    method: 'GET',
    path: '/api/admin/pincodes',
    tag: TAG,
    summary: 'PIN codes with their serviceability, a page at a time (the total in X-Total-Count)',
    description: '`q`: the start of a PIN code, or part of a city or district. `restricted=true`: only those not serviceable, without COD or with extra days.',
    staff: 'orders.read',
    query: adminPincodeListQuerySchema,
    response: z.array(adminPincodeSchema),
    paged: true,
    errors: READ,
  }),
  updatePincode: defineRoute({
    method: 'PUT',
    path: '/api/admin/pincodes/:pincode',
    tag: TAG,
    summary: "Change a PIN code's serviceability: delivered to, cash on delivery allowed, extra transit days",
    staff: 'settings.edit',
    params: z.object({ pincode: pincodeSchema }),
    body: pincodeServiceabilitySchema,
    response: adminPincodeSchema,
    errors: { ...EDIT, 404: 'The PIN code is not in the India Post directory', 409: 'Changed by someone else since `version`' },
  }),
  getDeliverySettings: defineRoute({
    method: 'GET',
    path: '/api/admin/delivery-settings',
    tag: TAG,
    summary: "The shop's dispatch PIN code and holidays (no fulfilment work on them)",
    staff: 'orders.read',
    response: deliverySettingsReplySchema,
    errors: READ,
  }),
  updateDeliverySettings: defineRoute({
    method: 'PUT',
    path: '/api/admin/delivery-settings',
    tag: TAG,
    summary: "Change the shop's dispatch PIN code and holidays: promises made from now on follow them",
    staff: 'settings.edit',
    body: deliverySettingsSchema.extend({ version: z.number({ error: 'version must be a number' }).int().min(1).max(2_147_483_647) }).strict(),
    response: deliverySettingsReplySchema,
    errors: { ...EDIT, 400: 'The dispatch PIN code is not in the India Post directory', 409: 'Changed by someone else since `version`' },
  }),
};
