import createCache from '@emotion/cache';
import { CacheProvider, ClassNames } from '@emotion/react';
import { render } from '@testing-library/react';
import { SERVER_STYLES_ATTRIBUTE } from '../server-rendered-page';
import { takeOverServerStyles } from './server-styles';

describe('takeOverServerStyles', () => {
  const serverStyle = (names: string, css: string) => {
    const element = document.createElement('style');
    element.setAttribute(SERVER_STYLES_ATTRIBUTE, names);
    element.textContent = css;
    return element;
  };

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("holds the server's styles as inserted, and leaves their elements where they are", () => {
    const title = document.createElement('title');
    const global = serverStyle('css-global 9z8y', 'body{margin:0;}');
    const page = serverStyle('css 1a2b 3c4d', '.css-1a2b{color:red;}.css-3c4d{color:blue;}');
    const meta = document.createElement('meta');
    document.head.append(title, global, page, meta);
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.head, { childList: true, subtree: true });

    const cache = takeOverServerStyles();

    expect(cache.key).toBe('css');
    expect(cache.inserted).toMatchObject({ '1a2b': true, '3c4d': true });
    // The theme's global styles are not the page's: the app never renders them on such a page.
    expect(cache.inserted['9z8y']).toBeUndefined();
    expect(observer.takeRecords()).toEqual([]);
    expect([...document.head.children]).toEqual([title, global, page, meta]);
  });

  it("adds only the styles the server's page did not have, after its own", () => {
    const Coloured = ({ color }: { color: string }) => <ClassNames>{({ css }) => <p className={css({ color })}>{color}</p>}</ClassNames>;
    // The name Emotion gives the red styles, as the server's render named them.
    const probe = render(
      <CacheProvider value={createCache({ key: 'probe' })}>
        <Coloured color="red" />
      </CacheProvider>,
    );
    const red = probe.getByText('red').className.replace('probe-', '');
    probe.unmount();
    document.head.innerHTML = '';
    const page = serverStyle(`css ${red}`, `.css-${red}{color:red;}`);
    document.head.append(page);

    render(
      <CacheProvider value={takeOverServerStyles()}>
        <Coloured color="red" />
        <Coloured color="green" />
      </CacheProvider>,
    );

    const styles = [...document.head.querySelectorAll('style')];
    expect(styles).toHaveLength(2);
    expect(styles[0]).toBe(page);
    // Emotion writes rules into the element's style sheet (insertRule), not its text.
    const added = [...(styles[1].sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(' ') + styles[1].textContent;
    expect(added).toMatch(/color: ?green/);
    expect(added).not.toMatch(/color: ?red/);
  });
});
