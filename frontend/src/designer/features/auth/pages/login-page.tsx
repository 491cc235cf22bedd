import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAppDispatch } from '../../../../app/hooks';
import { shopApi } from '../../../../lib/api/shop-api';
import { designerPaths } from '../../../lib/designer-paths';
import { ProblemAlert } from '../../../lib/problem-alert';
import { TextField } from '../../../lib/text-field';
import { useDesignerSignInMutation } from '../api/designer-auth.api';
import { AuthFrame } from '../components/auth-frame';

/**
 * /designer/login: email and password. The gateway's refusal is shown as it words it (wrong
 * pair, email not verified, application not approved, too many attempts).
 */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signIn, { isLoading, error }] = useDesignerSignInMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const designer = await signIn({ email, password })
      .unwrap()
      .catch(() => null);
    if (!designer) return;
    // A session that ended left its 401s in the cache; the new one starts clean.
    dispatch(shopApi.util.resetApiState());
    navigate(designerPaths.dashboard.getHref(), { replace: true });
  };

  return (
    <AuthFrame title="Designer sign in">
      <form onSubmit={(event) => void onSubmit(event)} aria-label="Designer sign in" noValidate>
        <Stack gap="4">
          <TextField label="Email" name="email" type="email" required autoComplete="email" inputMode="email" value={email} onChange={setEmail} />
          <TextField label="Password" name="password" type="password" required autoComplete="current-password" value={password} onChange={setPassword} />
          <ProblemAlert error={error} />
          <Button type="submit" colorPalette="brand" loading={isLoading}>
            Sign in
          </Button>
          <Stack gap="1" fontSize="sm">
            <RouterLink to={designerPaths.forgotPassword.getHref()}>Forgot your password?</RouterLink>
            <Text>
              New to the trade programme? <RouterLink to={designerPaths.apply.getHref()}>Apply</RouterLink>
            </Text>
          </Stack>
        </Stack>
      </form>
    </AuthFrame>
  );
}
