/**
 * Both discovery dialogs forget their state this long after closing (spec section 4), once the
 * closing animation is over, so the shopper never sees the contents reset while it fades out.
 */
export const RESET_AFTER_CLOSE_MS = 300;

/** Spec section 9: a surprise shows its artworks after a loading message of about 800 ms. */
export const SURPRISE_DELAY_MS = 800;
