import { Box, Button, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type HTMLInputTypeAttribute } from 'react';
import { LuLock } from 'react-icons/lu';
import { PaymentMethodCards } from '../../../components/ui/payment-method-cards';
import { toast } from '../../../components/ui/toast-store';
import { usePincodeCheck } from '../hooks/use-pincode-check';
import { usePlaceOrder, type CompleteCheckout } from '../hooks/use-place-order';
import {
  COUNTRIES,
  deliveryErrors,
  EMPTY_CHECKOUT_FORM,
  firstInvalidField,
  PAYMENT_METHOD_OPTIONS,
  validateCheckoutForm,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutFormValues,
} from '../model/checkout-form';
import type { CheckoutCart } from '../model/order-payload';

type TextFieldName = Exclude<CheckoutField, 'country' | 'paymentMethod'>;

interface TextFieldProps {
  name: TextFieldName;
  label: string;
  values: CheckoutFormValues;
  errors: CheckoutErrors;
  onChange: (field: CheckoutField, value: string) => void;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  placeholder?: string;
  helperText?: string;
  multiline?: boolean;
}

function TextField({ name, label, values, errors, onChange, required = true, type = 'text', autoComplete, inputMode, placeholder, helperText, multiline = false }: TextFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value);
  return (
    <Field.Root invalid={errors[name] !== undefined} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? (
        <Textarea name={name} value={values[name]} onChange={change} autoComplete={autoComplete} placeholder={placeholder} rows={3} autoresize />
      ) : (
        <Input name={name} type={type} value={values[name]} onChange={change} autoComplete={autoComplete} inputMode={inputMode} placeholder={placeholder} />
      )}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );
}

interface CheckoutFormProps {
  cart: CheckoutCart;
  /** Empties the cart once a cash-on-delivery order is stored. */
  onOrderPlaced: () => void;
}

/**
 * The cart's shipping form and payment choice (spec sections 2, 4 and 5). Each field shows at
 * most one message, from the first submit on, and loses it as soon as the shopper edits it.
 */
export function CheckoutForm({ cart, onOrderPlaced }: CheckoutFormProps) {
  const [values, setValues] = useState<CheckoutFormValues>(EMPTY_CHECKOUT_FORM);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const { submit, submitting } = usePlaceOrder({ onOrderPlaced });
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const paymentErrorId = useId();
  const pincodeCheck = usePincodeCheck(values.pincode);
  /** The city the PIN code filled in, so a later PIN code may replace it but never a city the shopper typed. */
  const filledCity = useRef<string | null>(null);

  const place = pincodeCheck?.found ? pincodeCheck : undefined;
  const [placeCity, placeState] = [place?.city, place?.state];

  // A PIN code of the directory fills the state, and the city unless the shopper wrote their own (issue 22).
  useEffect(() => {
    if (placeCity === undefined || placeState === undefined) return;
    setValues((previous) => {
      const ownCity = previous.city.trim() !== '' && previous.city !== filledCity.current;
      if (!ownCity) filledCity.current = placeCity;
      return { ...previous, state: placeState, city: ownCity ? previous.city : placeCity };
    });
    setErrors(({ city: _city, state: _state, ...rest }) => rest);
  }, [placeCity, placeState]);

  const change = (field: CheckoutField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (previous[field] === undefined) return previous;
      const { [field]: _cleared, ...rest } = previous;
      return rest;
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateCheckoutForm(values, pincodeCheck);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      if (first === 'paymentMethod' && values.paymentMethod === 'cod') {
        toast({ title: 'Cash on delivery not available', description: found.paymentMethod, variant: 'destructive' });
      } else if (first === 'paymentMethod') {
        toast({ title: 'Payment method required', description: 'Please choose how you would like to pay.', variant: 'destructive' });
      } else {
        toast({ title: 'Please check your information', description: 'Please fill in all required fields correctly', variant: 'destructive' });
      }
      return;
    }
    void submit(values as CompleteCheckout, cart);
  };

  const gateway = values.paymentMethod !== '' && values.paymentMethod !== 'cod';
  const fieldProps = { values, errors, onChange: change };
  // The directory's refusals show as soon as it answers, not only after a submit.
  const delivery = deliveryErrors(values, pincodeCheck);
  const paymentError = errors.paymentMethod ?? delivery.paymentMethod;

  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p={{ base: '5', md: '6' }}
    >
      <form ref={form} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <Stack gap="5">
          <Heading as="h2" id={headingId} fontSize="xl">
            Shipping Information
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField name="firstName" label="First Name" autoComplete="given-name" {...fieldProps} />
            <TextField name="lastName" label="Last Name" autoComplete="family-name" {...fieldProps} />
            <TextField name="email" label="Email Address" type="email" inputMode="email" autoComplete="email" {...fieldProps} />
            <TextField name="phone" label="Phone Number" type="tel" inputMode="tel" autoComplete="tel" placeholder="+91 98765 43210" {...fieldProps} />
          </SimpleGrid>
          <TextField name="address" label="Address" autoComplete="street-address" placeholder="House number, street, area" multiline {...fieldProps} />
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <TextField name="city" label="City" autoComplete="address-level2" {...fieldProps} />
            <TextField name="state" label="State" autoComplete="address-level1" {...fieldProps} />
            <TextField
              name="pincode"
              label="PIN Code"
              inputMode="numeric"
              autoComplete="postal-code"
              helperText={pincodeCheck?.found && !delivery.pincode ? `${pincodeCheck.city}, ${pincodeCheck.state}` : undefined}
              {...fieldProps}
              errors={{ ...errors, pincode: errors.pincode ?? delivery.pincode }}
            />
          </SimpleGrid>
          <Field.Root invalid={errors.country !== undefined}>
            <Field.Label>Country</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="country" value={values.country} autoComplete="country-name" onChange={(event) => change('country', event.target.value)}>
                {COUNTRIES.map((country) => (
                  <option key={country} value={country}>
                    {country}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>We deliver only within India.</Field.HelperText>
            <Field.ErrorText>{errors.country}</Field.ErrorText>
          </Field.Root>
          <TextField
            name="notes"
            label="Delivery Instructions"
            required={false}
            autoComplete="off"
            helperText="Optional: a landmark or a good time to deliver."
            multiline
            {...fieldProps}
          />

          <PaymentMethodCards
            options={PAYMENT_METHOD_OPTIONS}
            value={values.paymentMethod}
            onChange={(method) => change('paymentMethod', method)}
            invalid={paymentError !== undefined}
            required
            describedBy={paymentError ? paymentErrorId : undefined}
          >
            {paymentError && (
              <Text id={paymentErrorId} fontSize="xs" color="fg.error">
                {paymentError}
              </Text>
            )}
          </PaymentMethodCards>

          <Button type="submit" size="lg" colorPalette="brand" w="full" loading={submitting} loadingText={gateway ? 'Connecting...' : 'Placing Order...'}>
            <LuLock aria-hidden="true" />
            {gateway ? 'Proceed to Payment' : 'Place Order'}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
