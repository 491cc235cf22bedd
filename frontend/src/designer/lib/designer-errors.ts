import { errorMessage } from '../../lib/api/error-message';

export { statusOf } from '../../lib/api/error-message';

/**
 * What a designer reads for a failed call: the gateway's own message (a 400 names each broken
 * field, a 403 at sign-in says whether the email is unverified or the application not approved).
 */
export const designerErrorMessage = errorMessage;
