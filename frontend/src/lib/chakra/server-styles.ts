import createCache, { type EmotionCache } from '@emotion/cache';
import { SERVER_STYLES_ATTRIBUTE } from '../server-rendered-page';
import { STYLE_CACHE_OPTIONS } from '../../theme/style-cache';

/**
 * The app's Emotion cache, holding the styles a server-rendered page came with (the elements
 * marked SERVER_STYLES_ATTRIBUTE) as already inserted, so that hydration adds none of them again.
 * The elements stay where they are. Emotion's own way (`data-emotion`) re-inserts each one at the
 * end of the head as the app loads: a change to the page's styles that has the browser work out
 * every element's style and layout again, ~50 ms on a phone, for no visible change.
 */
export function takeOverServerStyles(): EmotionCache {
  const cache = createCache(STYLE_CACHE_OPTIONS);
  for (const element of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    const [key, ...names] = (element.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ');
    // The global styles' element (`css-global …`) is the theme's, which the server alone renders on such a page.
    if (key !== cache.key) continue;
    for (const name of names) if (name) cache.inserted[name] = true;
  }
  return cache;
}
