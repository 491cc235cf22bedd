import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { BodyOf, designerAuthApi } from '@shop/contracts';
import { DESIGNER_PASSWORD_MIN } from '@shop/contracts/src/trade/trade-constants';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { designerPaths } from '../../../lib/designer-paths';
import { ProblemAlert } from '../../../lib/problem-alert';
import { TextField } from '../../../lib/text-field';
import { useDesignerApplyMutation } from '../api/designer-auth.api';
import { AuthFrame } from '../components/auth-frame';

type Application = BodyOf<typeof designerAuthApi.apply>;

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  companyName: '',
  phone: '',
  website: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  portfolio: '',
  gstin: '',
  bio: '',
};
type ApplicationForm = typeof EMPTY;

/** The application as the gateway takes it: optional fields left blank are left out. */
function applicationOf(form: ApplicationForm): Application {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    ...form,
    country: 'India',
    website: optional(form.website),
    gstin: optional(form.gstin),
    bio: optional(form.bio),
  };
}

/**
 * /designer/apply: the spec's designer fields (GSTIN, website and bio optional). The gateway
 * answers the same whether or not the email applied before, so the page always ends at "Check
 * your email"; a field it refuses is named in its message.
 */
export function ApplyPage() {
  const [form, setForm] = useState<ApplicationForm>(EMPTY);
  const [apply, { isLoading, error, isSuccess }] = useDesignerApplyMutation();
  const field = (name: keyof ApplicationForm) => ({ name, value: form[name], onChange: (value: string) => setForm((previous) => ({ ...previous, [name]: value })) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void apply(applicationOf(form));
  };

  if (isSuccess) {
    return (
      <AuthFrame title="Check your email">
        <Text role="status">
          We have sent a verification link to {form.email.trim()}. Open it to confirm your address; our team then reviews your application and emails you the outcome.
        </Text>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Apply to the trade programme" intro="Interior designers and architects buy our prints at trade prices and send their clients quotes." width="2xl">
      <form onSubmit={onSubmit} aria-label="Trade application" noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField label="First name" required autoComplete="given-name" {...field('firstName')} />
            <TextField label="Last name" required autoComplete="family-name" {...field('lastName')} />
            <TextField label="Email" type="email" required autoComplete="email" inputMode="email" {...field('email')} />
            <TextField label="Password" type="password" required autoComplete="new-password" helperText={`At least ${DESIGNER_PASSWORD_MIN} characters.`} {...field('password')} />
            <TextField label="Company name" required autoComplete="organization" {...field('companyName')} />
            <TextField label="Phone" type="tel" required autoComplete="tel" inputMode="tel" {...field('phone')} />
            <TextField label="Portfolio" type="url" required inputMode="url" helperText="A link to your work, such as https://…" {...field('portfolio')} />
            <TextField label="Website" type="url" inputMode="url" {...field('website')} />
          </SimpleGrid>
          <TextField label="Address" required autoComplete="street-address" {...field('address')} />
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <TextField label="City" required autoComplete="address-level2" {...field('city')} />
            <TextField label="State" required autoComplete="address-level1" {...field('state')} />
            <TextField label="PIN code" required autoComplete="postal-code" inputMode="numeric" {...field('pincode')} />
          </SimpleGrid>
          <TextField label="GSTIN" helperText="Optional: 15 characters, such as 27ABCDE1234F1Z5." {...field('gstin')} />
          <TextField label="About your practice" multiline {...field('bio')} />
          <ProblemAlert error={error} />
          <Button type="submit" colorPalette="brand" loading={isLoading}>
            Apply
          </Button>
          <Text fontSize="sm">
            Already approved? <RouterLink to={designerPaths.login.getHref()}>Sign in</RouterLink>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
