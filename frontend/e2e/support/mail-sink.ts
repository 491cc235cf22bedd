export interface SunkEmail {
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
}

/** The web address of the browser tests' mail sink (maildev), which the e2e global setup names in E2E_MAIL_URL. */
export function mailSinkUrl(): string {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set: run the browser tests through jest (--selectProjects e2e), whose global setup starts the mail sink');
  return url.replace(/\/+$/, '');
}

/** Every email the sink has received so far. */
export async function sunkEmails(): Promise<SunkEmail[]> {
  const response = await fetch(`${mailSinkUrl()}/email`);
  if (!response.ok) throw new Error(`the mail sink answered ${response.status}`);
  return (await response.json()) as SunkEmail[];
}

/** Waits for an email to `address` whose subject matches; fails with the subjects seen. */
export async function waitForEmail(address: string, subject: RegExp, timeoutMs = 15_000): Promise<SunkEmail> {
  const deadline = Date.now() + timeoutMs;
  let seen: SunkEmail[] = [];
  while (Date.now() < deadline) {
    seen = (await sunkEmails()).filter((email) => email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
    const found = seen.find((email) => subject.test(email.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No email to ${address} matching ${subject} within ${timeoutMs} ms; seen: ${seen.map((email) => email.subject).join(' | ') || 'none'}`);
}
