import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks a few browser APIs that React Router, Chakra UI and the layout use.
// Import this module before any of them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  Object.assign(window, {
    ResizeObserver: class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  });
}

// React Router wraps every navigation in a Request; it reads only these members for routes
// without loaders or actions, and jsdom has no fetch API.
if (!('Request' in globalThis)) {
  Object.assign(globalThis, {
    Request: class {
      readonly url: string;
      readonly method: string;
      readonly signal: AbortSignal;
      readonly headers: Headers;

      constructor(input: string | URL, init: RequestInit = {}) {
        this.url = String(input);
        this.method = init.method ?? 'GET';
        this.signal = init.signal ?? new AbortController().signal;
        this.headers = new Headers(init.headers);
      }
    },
  });
}

// jsdom reports scrollTo as "not implemented"; scroll position is not observable there anyway.
window.scrollTo = () => undefined;
