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

/** CSS.escape as the CSSOM specification defines it. */
function cssEscape(value: string): string {
  let escaped = '';
  for (let index = 0; index < value.length; index += 1) {
    const character = value[index];
    const code = value.charCodeAt(index);
    const isDigit = code >= 0x30 && code <= 0x39;
    if (code === 0) {
      escaped += '\uFFFD';
    } else if ((code >= 0x01 && code <= 0x1f) || code === 0x7f || (index === 0 && isDigit) || (index === 1 && isDigit && value[0] === '-')) {
      escaped += `\\${code.toString(16)} `;
    } else if (index === 0 && character === '-' && value.length === 1) {
      escaped += `\\${character}`;
    } else if (code >= 0x80 || character === '-' || character === '_' || /[0-9A-Za-z]/.test(character)) {
      escaped += character;
    } else {
      escaped += `\\${character}`;
    }
  }
  return escaped;
}

// jsdom has no CSS namespace; the dialogs' focus trap escapes element ids with CSS.escape.
if (!('CSS' in globalThis)) {
  Object.assign(globalThis, { CSS: { escape: cssEscape, supports: () => false } });
}
