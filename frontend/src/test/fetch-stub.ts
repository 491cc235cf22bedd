export interface StubResponseInit {
  status?: number;
  statusText?: string;
}

/** A minimal `Response`: jsdom has no fetch API, and the base query reads only these members. */
export function stubResponse(body: string, { status = 200, statusText = '' }: StubResponseInit = {}): Response {
  const response: Pick<Response, 'ok' | 'status' | 'statusText' | 'text' | 'json'> = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
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
