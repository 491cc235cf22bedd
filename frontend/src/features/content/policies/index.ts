import type { Policy, PolicyId } from './policy';
import { privacyPolicy } from './privacy';
import { refundAndReturnsPolicy } from './refund-and-returns';
import { shippingPolicy } from './shipping';
import { termsPolicy } from './terms';

export type { Policy, PolicyId, PolicySection } from './policy';

/** Every policy page's text, by the id its route uses. */
export const policies: Readonly<Record<PolicyId, Policy>> = {
  'refund-and-returns': refundAndReturnsPolicy,
  privacy: privacyPolicy,
  shipping: shippingPolicy,
  terms: termsPolicy,
};
