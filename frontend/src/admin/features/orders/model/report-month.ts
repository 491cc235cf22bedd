/** A month as the GST report takes it: `2026-11`. */
export const REPORT_MONTH = /^20[0-9]{2}-(0[1-9]|1[0-2])$/;

/** The month it is in India now (the report's months are India's). */
export function currentIndiaMonth(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(now);
}
