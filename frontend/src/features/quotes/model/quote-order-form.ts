import type { BodyOf, customersApi, quoteLinkApi } from '@shop/contracts';

/** The shipping fields of the storefront's checkout, and how the client pays a quote. */
export interface QuoteOrderFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  notes: string;
  paymentMethod: 'cod' | 'phonepe' | '';
}

export const EMPTY_QUOTE_ORDER_FORM: QuoteOrderFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  notes: '',
  paymentMethod: '',
};

export const QUOTE_PAYMENT_OPTIONS = [
  { value: 'cod', label: 'Cash on Delivery', description: 'Pay when your artwork arrives' },
  { value: 'phonepe', label: 'PhonePe', description: 'Pay with the PhonePe app or page' },
] as const;

/** The checkout's customer, as POST /api/customers takes it (delivery is only within India). */
export function customerOf(values: QuoteOrderFormValues): BodyOf<typeof customersApi.upsertCustomer> {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    pincode: values.pincode.trim(),
    country: 'India',
  };
}

/** The order of the quote: where to ship and how to pay; the prices are the quote's, which the server holds. */
export function quoteOrderOf(customerId: number, values: QuoteOrderFormValues & { paymentMethod: 'cod' | 'phonepe' }): BodyOf<typeof quoteLinkApi.order> {
  const notes = values.notes.trim();
  return {
    customerId,
    shippingAddress: values.address.trim(),
    shippingCity: values.city.trim(),
    shippingState: values.state.trim(),
    shippingPincode: values.pincode.trim(),
    ...(notes === '' ? {} : { notes }),
    paymentMethod: values.paymentMethod,
  };
}
