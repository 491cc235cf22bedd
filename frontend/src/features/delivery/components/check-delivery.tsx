import { useEffect, useId, useState, type FormEvent } from 'react';
import { LuMapPin } from 'react-icons/lu';
import { buttonClass } from '../../../components/ui/button-class';
import textStyles from '../../../components/ui/styles/text.module.css';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api/error-message';
import { useLazyDeliveryPromiseQuery } from '../api/delivery.api';
import styles from './check-delivery.module.css';

const PINCODE = /^[0-9]{6}$/;
/** The PIN code last checked, so the cart offers the one checked on the product page. */
const STORAGE_KEY = 'deliveryPincode';

function rememberedPincode(): string {
  try {
    const saved = localStorage.getItem(STORAGE_KEY) ?? '';
    return PINCODE.test(saved) ? saved : '';
  } catch {
    return '';
  }
}

/**
 * "Check delivery" (issue 22): a PIN code in, the day an order placed now is delivered by out
 * ("Delivered by Thu, 27 Nov"), whether cash on delivery is taken there, or that the shop does
 * not deliver there. The server computes the promise; this box only asks and shows it.
 */
export function CheckDelivery() {
  const [pincode, setPincode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [check, { data, error, isFetching, originalArgs }] = useLazyDeliveryPromiseQuery();
  const inputId = useId();
  const errorId = useId();
  const resultId = useId();

  // After hydration: the server renders the box empty.
  useEffect(() => setPincode((current) => current || rememberedPincode()), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = pincode.trim();
    if (!PINCODE.test(value)) {
      setInvalid('Please enter a valid 6-digit PIN code');
      return;
    }
    setInvalid(null);
    try {
      localStorage.setItem(STORAGE_KEY, value);
    } catch {
      // Private browsing without storage: the check still works.
    }
    void check(value);
  };

  // Only the answer for the PIN code on screen: typing another hides the last one.
  const answered = originalArgs === pincode.trim() && !isFetching;

  return (
    <div className={styles.box}>
      <form noValidate onSubmit={onSubmit} aria-label="Check delivery" className={styles.form}>
        <div role="group" className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            <LuMapPin aria-hidden="true" />
            Check delivery
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              name="deliveryPincode"
              value={pincode}
              onChange={(event) => setPincode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="PIN code"
              aria-invalid={invalid !== null || undefined}
              aria-errormessage={invalid !== null ? errorId : undefined}
              aria-describedby={answered ? resultId : undefined}
              className={styles.input}
            />
            <button
              type="submit"
              className={buttonClass({ variant: 'outline', palette: 'brand' })}
              disabled={isFetching}
            >
              {isFetching ? (
                <>
                  <Spinner />
                  Checking...
                </>
              ) : (
                'Check'
              )}
            </button>
          </div>
          {invalid !== null && (
            <span id={errorId} aria-live="polite" className={styles.error}>
              {invalid}
            </span>
          )}
        </div>
        {answered && (data || error) && (
          <div id={resultId} role="status" className={styles.result}>
            {error ? (
              <p className={styles.refusal}>{errorMessage(error)}</p>
            ) : data && data.serviceable && data.deliveredByLabel ? (
              <div className={styles.promise}>
                <p className={styles.deliveredBy}>Delivered by {data.deliveredByLabel}</p>
                <p className={textStyles.muted}>
                  To {data.city}, {data.state}. {data.codAllowed ? 'Cash on delivery available.' : 'Cash on delivery is not available here; pay online.'}
                </p>
              </div>
            ) : data ? (
              <p className={styles.refusal}>Sorry, we do not deliver to PIN code {data.pincode} yet.</p>
            ) : null}
          </div>
        )}
      </form>
    </div>
  );
}
