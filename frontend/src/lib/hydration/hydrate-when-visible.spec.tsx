import { act, fireEvent } from '@testing-library/react';
import { createContext, startTransition, useContext, useEffect, useState, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DEFERRED_SECTION_ATTRIBUTE, DeferHydrationOutOfView, HydrateWhenVisible, hydrateWaitingSections } from './hydrate-when-visible';

// IntersectionObserver is the browser's; jsdom has none. This one is told by the test what is in view.
const observed = new Set<Element>();
let reportInView: (target: Element) => void = () => undefined;
class TestIntersectionObserver {
  constructor(callback: (entries: Array<Partial<IntersectionObserverEntry>>) => void) {
    reportInView = (target) => callback([{ target, isIntersecting: true }]);
  }
  observe(target: Element) {
    observed.add(target);
  }
  unobserve(target: Element) {
    observed.delete(target);
  }
  disconnect() {
    observed.clear();
  }
}
Object.assign(window, { IntersectionObserver: TestIntersectionObserver });

const hydrated: string[] = [];

/** A section with state of its own: its effect says when React has taken it over. */
function Counter({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return (
    <section aria-label={name}>
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        {name}: {clicks}
      </button>
    </section>
  );
}

function Page() {
  return (
    <main>
      <Counter name="above the fold" />
      <HydrateWhenVisible section={Counter} name="reviews" />
      <HydrateWhenVisible section={Counter} name="footer" />
    </main>
  );
}

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  hydrated.length = 0;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

const button = (name: string) => [...container.querySelectorAll('button')].find((element) => element.textContent?.startsWith(name))!;

/** Hydrates the server's markup of `page` in the container as the app hydrates a page; `serverNodes` picks elements before. */
async function hydrateAsTheApp<T>(page: ReactElement, serverNodes: () => T): Promise<T> {
  container.innerHTML = renderToString(page);
  const nodes = serverNodes();
  await act(async () => {
    root = hydrateRoot(container, <DeferHydrationOutOfView>{page}</DeferHydrationOutOfView>);
  });
  return nodes;
}

const hydrateServerPage = () => hydrateAsTheApp(<Page />, () => ({ reviews: button('reviews'), footer: button('footer') }));

describe('HydrateWhenVisible', () => {
  it('renders the section on the server like the rest of the page, marked to be found before it hydrates', () => {
    const html = renderToString(<Page />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const sections = [...page.querySelectorAll(`[${DEFERRED_SECTION_ATTRIBUTE}]`)];
    expect(sections.map((section) => section.textContent)).toEqual(['reviews: 0', 'footer: 0']);
    // An element of its own that takes no box: the section's layout is as without it.
    expect(sections.every((section) => (section as HTMLElement).style.display === 'contents')).toBe(true);
  });

  it("leaves a section out of view as the server rendered it, and hydrates it in place when it comes into view", async () => {
    const server = await hydrateServerPage();
    expect(hydrated).toEqual(['above the fold']);
    expect(observed).toEqual(new Set([server.reviews.parentElement, server.footer.parentElement]));

    await act(async () => reportInView(server.footer.parentElement!));

    expect(hydrated).toEqual(['above the fold', 'footer']);
    // Hydrated, not rendered afresh: the server's elements are the ones React now updates.
    expect(button('footer')).toBe(server.footer);
    await act(async () => fireEvent.click(server.footer));
    expect(server.footer.textContent).toBe('footer: 1');
    expect(observed.has(server.footer.parentElement!)).toBe(false);
    expect(hydrated).not.toContain('reviews');
  });

  it('hydrates a section the shopper taps before it comes into view, and the tap reaches it', async () => {
    const server = await hydrateServerPage();
    expect(hydrated).not.toContain('reviews');

    await act(async () => fireEvent.click(server.reviews));

    expect(hydrated).toContain('reviews');
    expect(button('reviews')).toBe(server.reviews);
    expect(server.reviews.textContent).toBe('reviews: 1');
  });

  it('hydrates the waiting sections as the app navigates, so the navigation is not held back', async () => {
    // A navigation, as the router makes one: what it provides to the whole page changes, in a transition.
    const Location = createContext('/product/1');
    const Path = () => <p>{useContext(Location)}</p>;
    function Navigating() {
      const [path, setPath] = useState('/product/1');
      return (
        <Location.Provider value={path}>
          <button
            type="button"
            onClick={() => {
              hydrateWaitingSections();
              startTransition(() => setPath('/cart'));
            }}
          >
            Cart
          </button>
          <Path />
          <HydrateWhenVisible section={Counter} name="footer" />
        </Location.Provider>
      );
    }
    const serverFooter = await hydrateAsTheApp(<Navigating />, () => button('footer'));
    expect(hydrated).toEqual([]);

    await act(async () => fireEvent.click(button('Cart')));

    expect(container.querySelector('p')?.textContent).toBe('/cart');
    expect(hydrated).toEqual(['footer']);
    expect(button('footer')).toBe(serverFooter);
  });

  it('hydrates a waiting section given other props, in place, rather than rendering it afresh', async () => {
    function Renaming() {
      const [name, setName] = useState('reviews');
      return (
        <>
          <button type="button" onClick={() => setName('reviews (sorted)')}>
            Sort
          </button>
          <HydrateWhenVisible section={Counter} name={name} />
        </>
      );
    }
    const serverReviews = await hydrateAsTheApp(<Renaming />, () => button('reviews'));
    expect(hydrated).toEqual([]);

    await act(async () => fireEvent.click(button('Sort')));

    expect(button('reviews')).toBe(serverReviews);
    expect(serverReviews.textContent).toBe('reviews (sorted): 0');
  });

  it('renders a section at once when the page is rendered in the browser rather than hydrated', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(
        <DeferHydrationOutOfView>
          <Page />
        </DeferHydrationOutOfView>,
      );
    });
    expect(hydrated).toEqual(['above the fold', 'reviews', 'footer']);
    await act(async () => fireEvent.click(button('reviews')));
    expect(button('reviews').textContent).toBe('reviews: 1');
  });
});
