"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SignInWithGoogle = exports.userSchema = exports.GetOwnCustomer = exports.GetCustomer = exports.UpsertCustomer = exports.customerIdSchema = exports.customerSchema = exports.shippingFieldsSchema = exports.emailSchema = exports.PINCODE_PATTERN = exports.PHONE_PATTERN = exports.EMAIL_PATTERN = void 0;
const zod_1 = require("zod");
const define_1 = require("../common/define");
const money_1 = require("../money");
const required = (label, max = 200) => zod_1.z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is too long`);
/** Spec section 5: the checkout form's rules and messages. */
exports.EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
exports.PHONE_PATTERN = /^[0-9+\s()-]{10,15}$/;
exports.PINCODE_PATTERN = /^[0-9]{6}$/;
exports.emailSchema = required('Email', 254)
    .toLowerCase()
    .regex(exports.EMAIL_PATTERN, 'Please enter a valid email address');
exports.shippingFieldsSchema = zod_1.z.object({
    firstName: required('First name', 100),
    lastName: required('Last name', 100),
    email: exports.emailSchema,
    phone: zod_1.z
        .string({ error: 'Phone number is required' })
        .trim()
        .min(1, 'Phone number is required')
        .regex(exports.PHONE_PATTERN, 'Please enter a valid phone number'),
    address: required('Address', 500),
    city: required('City', 100),
    state: required('State', 100),
    pincode: zod_1.z
        .string({ error: 'PIN code is required' })
        .trim()
        .min(1, 'PIN code is required')
        .regex(exports.PINCODE_PATTERN, 'Please enter a valid 6-digit PIN code'),
    country: zod_1.z.literal('India', { error: 'Delivery is only within India' }).default('India'),
});
exports.customerSchema = exports.shippingFieldsSchema.extend({
    id: zod_1.z.number().int().positive(),
    country: zod_1.z.string(),
    createdAt: zod_1.z.string(),
    totalOrders: zod_1.z.number().int(),
    totalSpent: money_1.paiseSchema,
});
exports.customerIdSchema = zod_1.z.coerce
    .number({ error: 'Customer id must be a number' })
    .int('Customer id must be a whole number')
    .positive('Customer id must be positive')
    .max(2_147_483_647, 'Customer id is too large');
/**
 * Creates the customer, or answers the id of the one with the same email, changing its stored
 * details only for its signed-in owner (the user in the request context).
 */
exports.UpsertCustomer = (0, define_1.defineRequest)({
    subject: 'customer.upsert-customer.v1',
    request: exports.shippingFieldsSchema.strict(),
    reply: zod_1.z.object({ id: zod_1.z.number().int().positive() }),
});
exports.GetCustomer = (0, define_1.defineRequest)({
    subject: 'customer.get-customer.v1',
    request: zod_1.z.object({ id: exports.customerIdSchema }).strict(),
    reply: exports.customerSchema,
});
/** A customer as its signed-in owner reads it: the same email as their Google account. */
exports.GetOwnCustomer = (0, define_1.defineRequest)({
    subject: 'customer.get-own-customer.v1',
    request: zod_1.z.object({ id: exports.customerIdSchema }).strict(),
    reply: exports.customerSchema,
});
exports.userSchema = zod_1.z.object({
    id: zod_1.z.string(),
    email: zod_1.z.string(),
    name: zod_1.z.string(),
    picture: zod_1.z.string().nullable(),
});
/**
 * Checks a Google access token with Google (audience and authorised party are our client id,
 * not expired, email verified), then creates or updates the user keyed by Google's subject id.
 */
exports.SignInWithGoogle = (0, define_1.defineRequest)({
    subject: 'customer.sign-in-with-google.v1',
    request: zod_1.z
        .object({
        accessToken: zod_1.z
            .string()
            .trim()
            .min(1, 'access_token is required')
            .max(4096, 'access_token is too long')
            // OAuth tokens are printable ASCII (RFC 6749 VSCHAR); anything else cannot be one.
            .regex(/^[\x21-\x7e]+$/, 'access_token is malformed'),
    })
        .strict(),
    reply: exports.userSchema,
});
