import { Button, Stack, Text } from '@chakra-ui/react';
import { DESIGNER_PASSWORD_MIN } from '@shop/contracts/src/trade/trade-constants';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { designerPaths } from '../../../lib/designer-paths';
import { ProblemAlert } from '../../../lib/problem-alert';
import { TextField } from '../../../lib/text-field';
import { useDesignerResetPasswordMutation } from '../api/designer-auth.api';
import { AuthFrame } from '../components/auth-frame';

/** /designer/reset-password?token=: the emailed link. A new password ends every session of the designer. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [reset, { isLoading, error, isSuccess }] = useDesignerResetPasswordMutation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void reset({ token, password });
  };

  if (isSuccess) {
    return (
      <AuthFrame title="Password changed">
        <Text role="status">Your new password is set, and every other session has ended.</Text>
        <RouterLink to={designerPaths.login.getHref()}>Sign in</RouterLink>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Choose a new password">
      {token ? (
        <form onSubmit={onSubmit} aria-label="Choose a new password" noValidate>
          <Stack gap="4">
            <TextField label="New password" name="password" type="password" required autoComplete="new-password" helperText={`At least ${DESIGNER_PASSWORD_MIN} characters.`} value={password} onChange={setPassword} />
            <ProblemAlert error={error} />
            <Button type="submit" colorPalette="brand" loading={isLoading}>
              Set password
            </Button>
          </Stack>
        </form>
      ) : (
        <Text role="alert">
          This link has no token. <RouterLink to={designerPaths.forgotPassword.getHref()}>Ask for a new link</RouterLink>.
        </Text>
      )}
    </AuthFrame>
  );
}
