/**
 * Both discovery dialogs forget their state this long after closing (spec section 4), once the
 * closing animation is over, so the shopper never sees the contents reset while it fades out.
 */
export const RESET_AFTER_CLOSE_MS = 300;
