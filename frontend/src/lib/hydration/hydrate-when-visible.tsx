import { createContext, memo, Suspense, useContext, useEffect, useId, useRef, useSyncExternalStore, type ComponentType, type ReactElement, type ReactNode } from 'react';

/**
 * The attribute of a deferred section's element (valued by the section's React id): the browser
 * finds the section's server-rendered markup by it before React has hydrated it.
 */
export const DEFERRED_SECTION_ATTRIBUTE = 'data-hydrate-when-visible';

/**
 * The events by which a shopper reaches into a section before it has hydrated. Heard on the
 * document as they start (the capture phase), they mark the section ready before React, which
 * listens on the app's root, handles them: React then hydrates the section at once and the tap,
 * key or focus reaches the hydrated section rather than being dropped.
 */
const REACHING_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

/** A section waiting to be hydrated. */
interface Waiting {
  /** The section's element, as the server rendered it. */
  section: Element | undefined;
  ready: boolean;
  until: Promise<void>;
  release: () => void;
}

const waiting = new Map<string, Waiting>();
let observer: IntersectionObserver | null = null;
let listening = false;

const Deferring = createContext(false);

/**
 * Around the app as it hydrates a server-rendered page: its sections (`HydrateWhenVisible`) wait
 * until they are seen. Without it (on the server), a section renders at once; so it does in the
 * browser whenever React renders rather than hydrates it.
 */
export function DeferHydrationOutOfView({ children }: { children: ReactNode }) {
  return <Deferring.Provider value>{children}</Deferring.Provider>;
}

/**
 * Ends every section's wait: for the app to call before it navigates. A navigation changes what
 * the router provides to the whole page, and React cannot apply that to markup it has not
 * hydrated: it would hold the navigation until every waiting section had hydrated (a section
 * out of view, never). Released, the sections that stay (the footer) hydrate with it.
 */
export function hydrateWaitingSections(): void {
  for (const entry of waiting.values()) entry.release();
}

const sectionElement = (id: string) =>
  [...document.querySelectorAll(`[${DEFERRED_SECTION_ATTRIBUTE}]`)].find((element) => element.getAttribute(DEFERRED_SECTION_ATTRIBUTE) === id);

/** The deferred section `element` is in, or null. */
const sectionAround = (element: Element | null | undefined) => element?.closest(`[${DEFERRED_SECTION_ATTRIBUTE}]`) ?? null;

const release = (section: Element) => waiting.get(section.getAttribute(DEFERRED_SECTION_ATTRIBUTE) ?? '')?.release();

/** Releases every deferred section the event's target is in (sections may be nested). */
function releaseSectionsAround(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  for (let section = sectionAround(target); section; section = sectionAround(section.parentElement)) release(section);
}

/**
 * Releases a section once any of it is in the viewport (no margin: what a phone shows first is
 * all that hydrates as the app starts).
 */
function visibility(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const section = entry.isIntersecting ? sectionAround(entry.target) : null;
      if (section) release(section);
    }
  });
  return observer;
}

/**
 * The section `id`'s wait, made the first time its hydration is attempted: it ends when one of
 * its elements comes into the viewport, or a shopper reaches into it. A
 * section whose markup is not on the page (the server rendered something else) does not wait.
 */
function waitFor(id: string): Waiting {
  const section = sectionElement(id);
  const known = waiting.get(id);
  if (known && known.section === section) return known;
  let resolve = () => {};
  const children = section ? [...section.children] : [];
  const entry: Waiting = {
    section,
    ready: children.length === 0,
    until: new Promise<void>((done) => (resolve = done)),
    release: () => {
      if (entry.ready) return;
      entry.ready = true;
      for (const child of children) observer?.unobserve(child);
      resolve();
    },
  };
  waiting.set(id, entry);
  if (entry.ready) {
    resolve();
    return entry;
  }
  for (const child of children) visibility().observe(child);
  if (!listening) {
    for (const type of REACHING_EVENTS) document.addEventListener(type, releaseSectionsAround, { capture: true, passive: true });
    listening = true;
  }
  return entry;
}

const noSubscription = () => () => {};

/**
 * True while React hydrates server-rendered markup (and on the server), false when it renders in
 * the browser: React reads the server snapshot while hydrating.
 */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

type HydrateWhenVisibleProps<P extends object> = { section: ComponentType<P> } & P;

function DeferredSection<P extends object>({ id, section: Section, ...props }: HydrateWhenVisibleProps<P> & { id: string }) {
  const hydrating = useHydrating();
  if (useContext(Deferring) && hydrating) {
    const wait = waitFor(id);
    // Suspending while hydrating leaves the server's markup in place; React hydrates it once `until` resolves.
    if (!wait.ready) throw wait.until;
  }
  return (
    <div {...{ [DEFERRED_SECTION_ATTRIBUTE]: id }} style={{ display: 'contents' }}>
      <Section {...(props as P)} />
    </div>
  );
}

/**
 * A section below the fold of a server-rendered page: rendered on the server like the rest, but
 * hydrated only once it is about to be seen, or a shopper taps, types or tabs into it. Until then
 * its markup is the server's: readable, its links plain links. On a phone this keeps the app's
 * start to what is on screen (the header, the picture, the price), not the footer, reviews and
 * related prints below. Rendered in the browser (after a client-side navigation), it renders at once.
 *
 * Give the section as a component and its props (`<HydrateWhenVisible section={SiteFooter} />`),
 * not as children: compared prop by prop, the section is not updated by its parent's re-renders
 * while it waits, which would have React drop its markup and render it afresh.
 */
export const HydrateWhenVisible = memo(function HydrateWhenVisible<P extends object>(props: HydrateWhenVisibleProps<P>) {
  const id = useId();
  const committed = useRef(false);
  useEffect(() => {
    committed.current = true;
  }, []);
  // Rendered again, with other props: an update for the section, which React can apply only to a
  // hydrated one (it would throw the server's markup away and render the section afresh).
  if (committed.current) waiting.get(id)?.release();
  return (
    <Suspense fallback={null}>
      <DeferredSection id={id} {...props} />
    </Suspense>
  );
}) as <P extends object>(props: HydrateWhenVisibleProps<P>) => ReactElement;
