import type { Response } from 'express';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

export const STYLESHEET_PATH = '/assets/sandbox.css';

/** A complete page: no inline script or style, so the strict policy below can hold. */
export function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main class="card">
${body}
</main>
<p class="footnote">Provider sandbox · for development and tests only · no real money or accounts</p>
</body>
</html>
`;
}

/**
 * Sends a page with a Content-Security-Policy that allows nothing but our stylesheet and forms
 * posting to us. Browsers also apply form-action to the redirect that answers a form post, so
 * the origins a page may hand the browser on to (the merchant's return URL) are listed too.
 */
export function sendPage(res: Response, status: number, html: string, formRedirectOrigins: string[] = []): void {
  const formAction = ["'self'", ...formRedirectOrigins].join(' ');
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; style-src 'self'; img-src 'self'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    })
    .send(html);
}
