import { errorMessage, statusOf } from '../../../lib/api/error-message';
import { useLookupPincodeQuery } from '../api/checkout.api';
import type { PincodeCheck } from '../model/checkout-form';

const PINCODE = /^[0-9]{6}$/;

/**
 * The India Post directory's answer for the PIN code being typed (issue 22), once it is six
 * digits: where it is and what the shop does there, or the server's words for an unknown one.
 * A look-up that fails otherwise (no answer, too many) says nothing: the order's own check decides.
 */
export function usePincodeCheck(pincode: string): PincodeCheck | undefined {
  const wanted = pincode.trim();
  const { currentData, error, isFetching } = useLookupPincodeQuery(wanted, { skip: !PINCODE.test(wanted) });
  if (!PINCODE.test(wanted) || isFetching) return undefined;
  if (currentData) {
    return { pincode: wanted, found: true, city: currentData.city, state: currentData.state, serviceable: currentData.serviceable, codAllowed: currentData.codAllowed };
  }
  if (error && statusOf(error) === 404) return { pincode: wanted, found: false, message: errorMessage(error) };
  return undefined;
}
