import type { ApiOrder } from '@shop/contracts';

/** How the shopper pays (spec section 3). */
export type PaymentMethod = ApiOrder['paymentMethod'];
/** The methods that pay through the gateway's initiate call (spec section 4). */
export type GatewayPaymentMethod = Exclude<PaymentMethod, 'cod'>;

/** The checkout form as the shopper fills it in (spec section 3). */
export interface CheckoutFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  /** The select offers only these. */
  country: Country;
  notes: string;
  /** Empty until the shopper chooses: nothing is picked for them. */
  paymentMethod: PaymentMethod | '';
}

export type CheckoutField = keyof CheckoutFormValues;
/** At most one message per field (spec section 5). */
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** Delivery is only within India, so it is the one country offered. */
export const COUNTRIES = ['India'] as const;
export type Country = (typeof COUNTRIES)[number];

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  country: 'India',
  notes: '',
  paymentMethod: '',
};

export interface PaymentMethodOption {
  value: PaymentMethod;
  label: string;
  description: string;
}

export const PAYMENT_METHOD_OPTIONS: readonly PaymentMethodOption[] = [
  { value: 'cod', label: 'Cash on Delivery', description: 'Pay when your artwork arrives' },
  { value: 'card', label: 'Credit/Debit Card', description: 'Pay securely through PhonePe' },
  { value: 'banking', label: 'Net Banking/UPI', description: 'Pay securely through PhonePe' },
  { value: 'phonepe', label: 'PhonePe', description: 'Pay with the PhonePe app or page' },
];

/** What the gateway notice calls each method: 'Initiating {name}' (spec section 8). */
export const GATEWAY_PAYMENT_NAMES: Record<GatewayPaymentMethod, string> = {
  card: 'Card Payment',
  banking: 'Net Banking/UPI',
  phonepe: 'PhonePe Payment',
};

// The same rules the server applies (spec section 5), so the form refuses what the server would.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[0-9+\s()-]{10,15}$/;
const PINCODE_PATTERN = /^[0-9]{6}$/;

const REQUIRED_MESSAGES: Partial<Record<CheckoutField, string>> = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  phone: 'Phone number is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  pincode: 'PIN code is required',
};

export const PAYMENT_METHOD_REQUIRED = 'Payment method required';

/** The message for one field, or undefined when it is fine. Text is judged without surrounding spaces, as the server does. */
export function checkoutFieldError(field: CheckoutField, values: CheckoutFormValues): string | undefined {
  const value = values[field].trim();
  const required = REQUIRED_MESSAGES[field];
  if (required && value === '') return required;
  switch (field) {
    case 'email':
      return EMAIL_PATTERN.test(value) ? undefined : 'Please enter a valid email address';
    case 'phone':
      return PHONE_PATTERN.test(value) ? undefined : 'Please enter a valid phone number';
    case 'pincode':
      return PINCODE_PATTERN.test(value) ? undefined : 'Please enter a valid 6-digit PIN code';
    case 'country':
      return (COUNTRIES as readonly string[]).includes(value) ? undefined : 'Delivery is only within India';
    case 'paymentMethod':
      return value === '' ? PAYMENT_METHOD_REQUIRED : undefined;
    default:
      return undefined;
  }
}

const FIELDS_IN_ORDER: readonly CheckoutField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pincode',
  'country',
  'notes',
  'paymentMethod',
];

/** What the India Post directory said of a PIN code (issue 22): its place and what the shop does there, or why it is unknown. */
export type PincodeCheck =
  | { pincode: string; found: true; city: string; state: string; serviceable: boolean; codAllowed: boolean }
  | { pincode: string; found: false; message: string };

/**
 * The refusals the server would give the address's PIN code (issue 22): unknown, not delivered
 * to, or cash on delivery where it is not taken. Nothing until the directory answered for the
 * PIN code in the form.
 */
export function deliveryErrors(values: CheckoutFormValues, check: PincodeCheck | undefined): CheckoutErrors {
  if (!check || check.pincode !== values.pincode.trim()) return {};
  if (!check.found) return { pincode: check.message };
  if (!check.serviceable) return { pincode: `Sorry, we do not deliver to PIN code ${check.pincode} yet.` };
  if (values.paymentMethod === 'cod' && !check.codAllowed) {
    return { paymentMethod: `Cash on delivery is not available for PIN code ${check.pincode}. Please choose another payment method.` };
  }
  return {};
}

/** Every problem of the form, one message per field, in the order the fields appear. */
export function validateCheckoutForm(values: CheckoutFormValues, check?: PincodeCheck): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const delivery = deliveryErrors(values, check);
  for (const field of FIELDS_IN_ORDER) {
    const message = checkoutFieldError(field, values) ?? delivery[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first field with a problem, where the cursor goes after a refused submit. */
export function firstInvalidField(errors: CheckoutErrors): CheckoutField | undefined {
  return FIELDS_IN_ORDER.find((field) => errors[field] !== undefined);
}
