export interface StubResponseInit {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
}

/** Response headers as the base query reads them: `get`, ignoring the case of the name. */
function stubHeaders(headers: Record<string, string>): Headers {
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const read: Pick<Headers, 'get' | 'has'> = {
    get: (name) => byName.get(name.toLowerCase()) ?? null,
    has: (name) => byName.has(name.toLowerCase()),
  };
  return read as Headers;
}

/** A minimal `Response`: jsdom has no fetch API, and the base query reads only these members. */
export function stubResponse(body: string, { status = 200, statusText = '', headers = {} }: StubResponseInit = {}): Response {
  const response: Pick<Response, 'ok' | 'status' | 'statusText' | 'headers' | 'text' | 'json'> = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: stubHeaders(headers),
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  };
  return response as Response;
}

export function jsonResponse(value: unknown, init?: StubResponseInit): Response {
  return stubResponse(JSON.stringify(value), init);
}

export type FetchHandler = (url: string, init: RequestInit | undefined) => Promise<Response>;

/** Replaces the global fetch for one test; returns the mock to inspect the calls. */
export function stubFetch(handler: FetchHandler) {
  const mock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => handler(String(input), init));
  globalThis.fetch = mock as typeof fetch;
  return mock;
}

export function restoreFetch(): void {
  Reflect.deleteProperty(globalThis, 'fetch');
}
