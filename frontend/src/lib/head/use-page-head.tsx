import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { applyHead, type PageHead } from './page-head';

interface HeadContextValue {
  /** The shop's public origin, for canonical URLs, previews and structured data. */
  origin: string;
  /** On the server: receives the page's head while it renders, to write it into the first HTML. */
  collect?: (head: PageHead) => void;
  /** On the server: receives the page's HTTP status when it is not 200 (a page that does not exist). */
  status?: (code: number) => void;
}

const HeadContext = createContext<HeadContextValue | null>(null);

/** Given by the page renderer (with `collect`); in the browser the page's own origin is used. */
export function HeadProvider({ origin, collect, status, children }: HeadContextValue & { children: ReactNode }) {
  return <HeadContext.Provider value={{ origin, collect, status }}>{children}</HeadContext.Provider>;
}

/** A page that is not there: the server answers 404, so search engines drop it and previews show nothing. */
export function useNotFoundStatus(): void {
  useContext(HeadContext)?.status?.(404);
}

/** The shop's public origin: the renderer's setting on the server, the page's origin in the browser. */
export function useSiteOrigin(): string {
  return useContext(HeadContext)?.origin ?? window.location.origin;
}

/**
 * Declares the page's title, description, canonical URL and preview tags. The server collects
 * them while rendering; in the browser they replace the previous page's after each navigation.
 */
export function usePageHead(head: PageHead | null): void {
  const context = useContext(HeadContext);
  const origin = context?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  if (head && context?.collect) context.collect(head);
  const key = head ? JSON.stringify(head) : null;
  useEffect(() => {
    if (key) applyHead(document, JSON.parse(key) as PageHead, origin);
  }, [key, origin]);
}
