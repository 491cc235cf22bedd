import { baseUrl } from './browser';

/** A call to the shop's API from Node (not the page), answering its JSON; anything but a 2xx fails the test with the answer. */
export async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A JSON POST to the shop's API, with these headers (a checkout cookie, say). */
export const postJson = <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
  api<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
