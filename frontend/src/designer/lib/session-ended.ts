import { useAppSelector } from '../../app/hooks';
import { DESIGNER_ENDPOINT_PREFIX } from './designer-api';

interface CallState {
  endpointName?: string;
  error?: unknown;
}

const isDesignerUnauthorized = (call: CallState | undefined) =>
  call?.endpointName?.startsWith(DESIGNER_ENDPOINT_PREFIX) === true &&
  typeof call.error === 'object' &&
  call.error !== null &&
  (call.error as { status?: unknown }).status === 401;

/**
 * Whether any portal call was answered 401: the session ended (signed out elsewhere, a password
 * reset, a suspension), so whatever page asked, the designer goes to the sign-in page.
 */
export function useDesignerSessionEnded(): boolean {
  return useAppSelector((state) => {
    const { queries, mutations } = state.shopApi;
    return [...Object.values(queries), ...Object.values(mutations)].some((call) => isDesignerUnauthorized(call as CallState | undefined));
  });
}
