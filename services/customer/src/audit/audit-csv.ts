import { AUDIT_EXPORT_COLUMNS, type AuditEntry } from '@shop/contracts';

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ (or tab,
 * return) is neutralised with an apostrophe, since a spreadsheet would run it as a formula and
 * the summary and values come from what staff and shoppers typed.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const AUDIT_CSV_HEADER = `${AUDIT_EXPORT_COLUMNS.map(csvField).join(',')}\r\n`;

/** An entry as a CSV line (CRLF, as RFC 4180 has it). */
export function auditCsvLine(entry: AuditEntry): string {
  return `${[
    entry.at,
    entry.staffName,
    entry.staffEmail,
    entry.staffRole,
    entry.action,
    entry.entity,
    entry.entityId,
    entry.summary,
    entry.before === null ? null : JSON.stringify(entry.before),
    entry.after === null ? null : JSON.stringify(entry.after),
    entry.correlationId,
  ]
    .map(csvField)
    .join(',')}\r\n`;
}
