import { Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { designerPaths } from '../../../lib/designer-paths';
import { ProblemAlert } from '../../../lib/problem-alert';
import { useDesignerVerifyEmailMutation } from '../api/designer-auth.api';
import { AuthFrame } from '../components/auth-frame';

/** What follows a confirmed email, by where the application stands. */
const NEXT_STEP = {
  pending: 'Your application is waiting for our team’s approval. We will email you once it is reviewed.',
  approved: 'Your application is approved: you can sign in.',
  rejected: 'Your application was not approved. The email we sent explains why.',
  suspended: 'Your trade account is suspended. Please contact us.',
} as const;

/** /designer/verify-email?token=: the emailed link. It confirms the address once, then says whether approval is pending. */
export function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [verify, { data, error, isUninitialized }] = useDesignerVerifyEmailMutation();
  const asked = useRef<string | null>(null);

  // The token works once: asking twice for one page (a re-render, React's strict mode) would spend it and then fail.
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void verify({ token });
  }, [token, verify]);

  if (!token) {
    return (
      <AuthFrame title="Verify your email">
        <Text role="alert">This link has no token. Open the link from the email exactly as it was sent.</Text>
      </AuthFrame>
    );
  }
  if (data) {
    return (
      <AuthFrame title="Email verified">
        <Text role="status">{NEXT_STEP[data.approvalStatus]}</Text>
        {data.approvalStatus === 'approved' && <RouterLink to={designerPaths.login.getHref()}>Sign in</RouterLink>}
      </AuthFrame>
    );
  }
  if (error) {
    return (
      <AuthFrame title="Verify your email">
        <ProblemAlert error={error} />
        <Text fontSize="sm">
          A link works once and expires. <RouterLink to={designerPaths.login.getHref()}>Sign in</RouterLink> if you verified already.
        </Text>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Verify your email">
      <Spinner aria-label={isUninitialized ? 'Starting' : 'Verifying your email'} />
    </AuthFrame>
  );
}
