import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { SERVER_STYLES_ATTRIBUTE } from '../lib/server-rendered-page';
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
    const red = serializeStyles([{ color: 'red' }], {});
    const page = serverStyle(`css ${red.name}`, `.css-${red.name}{color:red;}`);
    document.head.append(page);
    const cache = takeOverServerStyles();

    insertStyles(cache, red, false);
    expect([...document.head.querySelectorAll('style')]).toEqual([page]);

    insertStyles(cache, serializeStyles([{ color: 'green' }], cache.registered), false);
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles).toHaveLength(2);
    expect(styles[0]).toBe(page);
    expect(styles[1].getAttribute('data-emotion')).toBe('css');
  });
});
