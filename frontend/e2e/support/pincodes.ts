/**
 * Real PIN codes of the India Post directory for tests that want one no other test uses (the
 * back office finds an order by its PIN code): checkout refuses a PIN code that does not exist
 * (issue 22), so six random digits no longer make an address. Each test takes its own range.
 */
const UNUSED_PINCODES = {
  /** Bengaluru Rural. */
  backOffice: ['562101', '562102', '562103', '562104', '562105', '562106', '562107', '562108', '562109', '562110', '562111', '562112'],
  /** Kolar. */
  tradePortal: ['563101', '563102', '563103', '563113', '563114', '563115', '563116', '563117', '563118', '563119', '563120', '563121'],
} as const;

/** One of the test's own PIN codes, a different one from run to run. */
export function unusedPincode(test: keyof typeof UNUSED_PINCODES, stamp = Date.now()): string {
  const choices = UNUSED_PINCODES[test];
  return choices[stamp % choices.length];
}
