/** What every email is made of: the shop's page around its own words, in text and in HTML. */

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A call to action in the shop's colours. */
export const emailButton = (label: string, url: string) =>
  `<a href="${escapeHtml(url)}" style="display:inline-block;background:#8a4b2a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;margin:0 8px 8px 0">${escapeHtml(label)}</a>`;

/** The shop's email page: its name, the heading (escaped here) and the body (HTML, escaped by the caller). */
export function emailPage(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#faf7f2;font-family:Georgia,'Times New Roman',serif;color:#2d241c">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 4px;font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:#8a6d4b">Curated Art &amp; Decor</p>
<h1 style="margin:0 0 16px;font-size:24px">${escapeHtml(heading)}</h1>
${body}
</td></tr></table></td></tr></table>
</body></html>`;
}
