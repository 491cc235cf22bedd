import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { designerPaths } from '../../../lib/designer-paths';
import { ProblemAlert } from '../../../lib/problem-alert';
import { TextField } from '../../../lib/text-field';
import { useDesignerRequestPasswordResetMutation } from '../api/designer-auth.api';
import { AuthFrame } from '../components/auth-frame';

/** /designer/forgot-password: emails a reset link. The answer is the same whether or not the email is a designer's. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [request, { isLoading, error, isSuccess }] = useDesignerRequestPasswordResetMutation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void request({ email });
  };

  if (isSuccess) {
    return (
      <AuthFrame title="Check your email">
        <Text role="status">If {email.trim()} belongs to a trade account, a link to choose a new password is on its way. It works once and expires soon.</Text>
        <RouterLink to={designerPaths.login.getHref()}>Back to sign in</RouterLink>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Reset your password" intro="We will email you a link to choose a new one.">
      <form onSubmit={onSubmit} aria-label="Reset your password" noValidate>
        <Stack gap="4">
          <TextField label="Email" name="email" type="email" required autoComplete="email" inputMode="email" value={email} onChange={setEmail} />
          <ProblemAlert error={error} />
          <Button type="submit" colorPalette="brand" loading={isLoading}>
            Email me a link
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
