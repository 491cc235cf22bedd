import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from './session-slice';

/** The signed-in shopper, or null. */
export function useCurrentUser() {
  return useAppSelector(selectCurrentUser);
}
