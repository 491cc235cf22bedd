import { Box, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { validateTrackingForm, type TrackingErrors, type TrackingFormValues } from '../model/tracking';

interface TrackOrderFormProps {
  initialOrderNumber: string;
  searching: boolean;
  onTrack: (values: TrackingFormValues) => void;
}

/** Order number and email (spec sections 2 and 5); each message goes when its field is edited. */
export function TrackOrderForm({ initialOrderNumber, searching, onTrack }: TrackOrderFormProps) {
  const [values, setValues] = useState<TrackingFormValues>({ orderNumber: initialOrderNumber, email: '' });
  const [errors, setErrors] = useState<TrackingErrors>({});
  const form = useRef<HTMLFormElement>(null);

  const change = (field: keyof TrackingFormValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searching) return;
    const found = validateTrackingForm(values);
    setErrors(found);
    const first = (['orderNumber', 'email'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onTrack({ orderNumber: values.orderNumber.trim(), email: values.email.trim() });
  };

  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="l3" p={{ base: '5', md: '8' }}>
      <form ref={form} noValidate onSubmit={onSubmit} aria-label="Track an order">
        <Stack gap="5">
          <Field.Root invalid={errors.orderNumber !== undefined} required>
            <Field.Label>
              Order Number
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="orderNumber"
              value={values.orderNumber}
              onChange={(event) => change('orderNumber', event.target.value)}
              placeholder="Example: ORD123456"
              autoComplete="off"
              spellCheck={false}
            />
            <Field.ErrorText>{errors.orderNumber}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.email !== undefined} required>
            <Field.Label>
              Email Address
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
              placeholder="The email you ordered with"
            />
            <Field.HelperText>The email address you gave at checkout.</Field.HelperText>
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" size="lg" colorPalette="brand" loading={searching} loadingText="Searching...">
            <LuSearch aria-hidden="true" />
            Track Order
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
