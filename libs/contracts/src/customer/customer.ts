import { z } from 'zod';
import { defineRequest } from '../common/define';
import { paiseSchema } from '../money';

const required = (label: string, max = 200) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is too long`);

/** Spec section 5: the checkout form's rules and messages. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^[0-9+\s()-]{10,15}$/;
export const PINCODE_PATTERN = /^[0-9]{6}$/;

export const emailSchema = required('Email', 254)
  .toLowerCase()
  .regex(EMAIL_PATTERN, 'Please enter a valid email address');

export const shippingFieldsSchema = z.object({
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  email: emailSchema,
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .regex(PHONE_PATTERN, 'Please enter a valid phone number'),
  address: required('Address', 500),
  city: required('City', 100),
  state: required('State', 100),
  pincode: z
    .string({ error: 'PIN code is required' })
    .trim()
    .min(1, 'PIN code is required')
    .regex(PINCODE_PATTERN, 'Please enter a valid 6-digit PIN code'),
  country: z.literal('India', { error: 'Delivery is only within India' }).default('India'),
});
export type ShippingFields = z.infer<typeof shippingFieldsSchema>;

export const customerSchema = shippingFieldsSchema.extend({
  id: z.number().int().positive(),
  country: z.string(),
  createdAt: z.string(),
  totalOrders: z.number().int(),
  totalSpent: paiseSchema,
});
export type Customer = z.infer<typeof customerSchema>;

export const customerIdSchema = z.coerce
  .number({ error: 'Customer id must be a number' })
  .int('Customer id must be a whole number')
  .positive('Customer id must be positive')
  .max(2_147_483_647, 'Customer id is too large');

/**
 * Creates the customer, or answers the id of the one with the same email, changing its stored
 * details only for its signed-in owner (the user in the request context).
 */
export const UpsertCustomer = defineRequest({
  subject: 'customer.upsert-customer.v1',
  request: shippingFieldsSchema.strict(),
  reply: z.object({ id: z.number().int().positive() }),
});

export const GetCustomer = defineRequest({
  subject: 'customer.get-customer.v1',
  request: z.object({ id: customerIdSchema }).strict(),
  reply: customerSchema,
});

/** A customer as its signed-in owner reads it: the same email as their Google account. */
export const GetOwnCustomer = defineRequest({
  subject: 'customer.get-own-customer.v1',
  request: z.object({ id: customerIdSchema }).strict(),
  reply: customerSchema,
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Checks a Google access token with Google (audience and authorised party are our client id,
 * not expired, email verified), then creates or updates the user keyed by Google's subject id.
 */
export const SignInWithGoogle = defineRequest({
  subject: 'customer.sign-in-with-google.v1',
  request: z
    .object({
      accessToken: z
        .string()
        .trim()
        .min(1, 'access_token is required')
        .max(4096, 'access_token is too long')
        // OAuth tokens are printable ASCII (RFC 6749 VSCHAR); anything else cannot be one.
        .regex(/^[\x21-\x7e]+$/, 'access_token is malformed'),
    })
    .strict(),
  reply: userSchema,
});
