import { Box, Button, Field, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { LuLock } from 'react-icons/lu';
import { PaymentMethodCards } from '../../../components/ui/payment-method-cards';
import { isShopApiError } from '../../../lib/api/base-query';
import { EMPTY_QUOTE_ORDER_FORM, QUOTE_PAYMENT_OPTIONS, type QuoteOrderFormValues } from '../model/quote-order-form';

type TextFieldName = Exclude<keyof QuoteOrderFormValues, 'paymentMethod'>;

const FIELDS: ReadonlyArray<{ name: TextFieldName; label: string; autoComplete: string; type?: string; optional?: boolean; multiline?: boolean }> = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email Address', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Phone Number', autoComplete: 'tel', type: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', multiline: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'pincode', label: 'PIN Code', autoComplete: 'postal-code' },
  { name: 'notes', label: 'Delivery Instructions', autoComplete: 'off', optional: true, multiline: true },
];

/** The server's words for a refused order (a 400 names the field), else a general apology. */
function problemOf(error: unknown): string {
  if (isShopApiError(error) && typeof error.status === 'number') {
    const body = error.message.replace(/^\d{3}: /, '');
    try {
      const parsed = JSON.parse(body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
      if (Array.isArray(parsed.message)) return parsed.message.join('; ');
    } catch {
      // Not JSON: fall through to the general message.
    }
  }
  return 'There was a problem placing your order. Please try again.';
}

interface QuoteOrderFormProps {
  submitting: boolean;
  error: unknown;
  onSubmit: (values: QuoteOrderFormValues & { paymentMethod: 'cod' | 'phonepe' }) => void;
}

/** Where to ship the quoted prints (the checkout's shipping fields; India only) and how to pay. */
export function QuoteOrderForm({ submitting, error, onSubmit }: QuoteOrderFormProps) {
  const [values, setValues] = useState<QuoteOrderFormValues>(EMPTY_QUOTE_ORDER_FORM);
  const [missingPayment, setMissingPayment] = useState(false);
  const headingId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { paymentMethod } = values;
    if (paymentMethod === '') {
      setMissingPayment(true);
      return;
    }
    onSubmit({ ...values, paymentMethod });
  };

  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="l3" p={{ base: '5', md: '6' }}>
      <form onSubmit={submit} aria-labelledby={headingId}>
        <Stack gap="4">
          <Heading as="h2" id={headingId} fontSize="xl">
            Shipping Information
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {FIELDS.map((field) => (
              <Field.Root key={field.name} required={!field.optional} gridColumn={field.multiline ? { sm: 'span 2' } : undefined}>
                <Field.Label>
                  {field.label}
                  <Field.RequiredIndicator />
                </Field.Label>
                {field.multiline ? (
                  <Textarea name={field.name} value={values[field.name]} rows={2} onChange={(event) => setValues((previous) => ({ ...previous, [field.name]: event.target.value }))} />
                ) : (
                  <Input name={field.name} type={field.type ?? 'text'} autoComplete={field.autoComplete} value={values[field.name]} onChange={(event) => setValues((previous) => ({ ...previous, [field.name]: event.target.value }))} />
                )}
              </Field.Root>
            ))}
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            We deliver only within India.
          </Text>
          <PaymentMethodCards
            options={QUOTE_PAYMENT_OPTIONS}
            value={values.paymentMethod}
            onChange={(paymentMethod) => {
              setMissingPayment(false);
              setValues((previous) => ({ ...previous, paymentMethod }));
            }}
            invalid={missingPayment}
          >
            {missingPayment && (
              <Text role="alert" fontSize="sm" color="fg.error">
                Please choose how you would like to pay.
              </Text>
            )}
          </PaymentMethodCards>
          {error !== undefined && error !== null && (
            <Text role="alert" color="fg.error">
              {problemOf(error)}
            </Text>
          )}
          <Button type="submit" size="lg" colorPalette="brand" loading={submitting}>
            <LuLock aria-hidden="true" />
            {values.paymentMethod === 'phonepe' ? 'Proceed to Payment' : 'Place Order'}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
