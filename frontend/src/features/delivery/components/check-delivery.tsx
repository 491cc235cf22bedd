import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { LuMapPin } from 'react-icons/lu';
import { errorMessage } from '../../../lib/api/error-message';
import { useLazyDeliveryPromiseQuery } from '../api/delivery.api';

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
    <Box borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
      <form noValidate onSubmit={onSubmit} aria-label="Check delivery">
        <Stack gap="3">
          <Field.Root invalid={invalid !== null}>
            <Field.Label htmlFor={inputId}>
              <LuMapPin aria-hidden="true" />
              Check delivery
            </Field.Label>
            <HStack gap="2" w="full">
              <Input
                id={inputId}
                name="deliveryPincode"
                value={pincode}
                onChange={(event) => setPincode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="PIN code"
                aria-describedby={answered ? resultId : undefined}
              />
              <Button type="submit" variant="outline" colorPalette="brand" loading={isFetching} loadingText="Checking...">
                Check
              </Button>
            </HStack>
            <Field.ErrorText>{invalid}</Field.ErrorText>
          </Field.Root>
          {answered && (data || error) && (
            <Box id={resultId} role="status" fontSize="sm">
              {error ? (
                <Text color="fg.error">{errorMessage(error)}</Text>
              ) : data && data.serviceable && data.deliveredByLabel ? (
                <Stack gap="1">
                  <Text fontWeight="semibold" color="fg">
                    Delivered by {data.deliveredByLabel}
                  </Text>
                  <Text color="fg.muted">
                    To {data.city}, {data.state}. {data.codAllowed ? 'Cash on delivery available.' : 'Cash on delivery is not available here; pay online.'}
                  </Text>
                </Stack>
              ) : data ? (
                <Text color="fg.error">Sorry, we do not deliver to PIN code {data.pincode} yet.</Text>
              ) : null}
            </Box>
          )}
        </Stack>
      </form>
    </Box>
  );
}
