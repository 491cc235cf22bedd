export { serverMessage, statusOf } from '../../../lib/api/error-message';
import { errorMessage } from '../../../lib/api/error-message';

/** What to tell the shopper about any failed review call. */
export const reviewErrorMessage = errorMessage;
