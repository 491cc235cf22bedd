import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { CHAKRA_MEMO_MODULE } from './src/theme/chakra-memo';
import { CREATE_SYSTEM_MODULE, globalStylesOnDemand } from './src/theme/global-styles-on-demand';
import { systemInSteps, TOKEN_DICTIONARY_MODULE, tokenDictionaryInSteps } from './src/theme/system-in-steps';

// The gateway serves /api (and, in production, the built SPA) on one origin; in
// development the dev server forwards /api to it so cookies stay same-origin.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

/** The page's entry: index.html and src/main.tsx (its group takes what they import along). */
const PAGE_ENTRY = /[\\/](index\.html|src[\\/]main\.tsx)$/;

/** The chunks whose code runs, nearly all of it, as the app starts on a server-rendered page. */
const EAGER_CHUNKS = ['vendor-react', 'vendor-redux', 'start'];

/**
 * Chakra's system makes its global styles when first read (src/theme/global-styles-on-demand.ts),
 * and can be built in steps, its token dictionary among them (src/theme/system-in-steps.ts).
 */
const chakraSystemRewrites: Plugin = {
  name: 'shop:chakra-system-rewrites',
  transform: (code, id) => {
    if (CREATE_SYSTEM_MODULE.test(id)) return systemInSteps(globalStylesOnDemand(code));
    if (TOKEN_DICTIONARY_MODULE.test(id)) return tokenDictionaryInSteps(code);
    return null;
  },
};

/** Chakra's styled-system caches with the shop's `memo` (src/theme/chakra-memo.ts), which writes no strings. */
const chakraMemo: Plugin = {
  name: 'shop:chakra-memo',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer?.includes('@chakra-ui') || !source.endsWith('memo.js')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && CHAKRA_MEMO_MODULE.test(resolved.id) ? fileURLToPath(new URL('src/theme/chakra-memo.ts', import.meta.url)) : resolved;
  },
};

/**
 * React Router's production build. Its package's exports name only its development build, whose
 * warnings (ENABLE_DEV_WARNINGS) a bundler cannot drop: remix-run/react-router#12532 and #14102.
 * The two builds differ in that flag alone.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), chakraSystemRewrites, chakraMemo],
  resolve: { alias: mode === 'production' ? reactRouterProduction : [] },
  // The page renderer (src/server, built with `vite build --ssr`): the shared contracts are TypeScript
  // sources, so they are bundled in, and so is Chakra, to render with the shop's memo, with the
  // packages under it that the frontend does not install itself, and React Router, to render with
  // its production build; the rest of node_modules (React, Redux, Emotion) is imported at run time.
  ssr: {
    noExternal: [
      '@shop/contracts',
      'react-router',
      '@chakra-ui/react',
      /^@ark-ui\//,
      /^@zag-js\//,
      /^@floating-ui\//,
      '@pandacss/is-valid-prop',
      // Emotion's own parts; the frontend installs @emotion/cache, react and server.
      /^@emotion\/(?!cache$|react$|server$)/,
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: apiTarget } },
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each source module to its chunk and that chunk's imports:
    // infra/perf measures the home route's first download from it.
    manifest: true,
    // No preload helper around the app's dynamic imports: a chunk loaded lazily is fetched, and the
    // browser then fetches the chunks it imports, and theirs (the product page's code is three levels
    // deep: 22 chunks, then 5, then 2), one round trip a level on a cold cache. The helper adds a
    // <link rel="modulepreload"> to the head for every one of them first: 28 for a product page's
    // code, which held a phone's main thread 44–52 ms in one task as the page hydrated
    // (Lighthouse's trace; 180–210 ms at its 4× slowdown).
    // Every browser the shop supports loads modules natively, so no polyfill either.
    modulePreload: false,
    // The storefront's styles made at build time (CSS modules) go out as one stylesheet, which
    // index.html links and the page renderer puts into each page's head: no page waits for the CSS
    // of a lazily loaded chunk, and no loader for it is added to the chunks.
    cssCodeSplit: false,
    rolldownOptions: {
      // The page's entry (index.html → src/main.tsx) is a few lines that load the app (src/app/start.tsx)
      // once a server-rendered page has painted. The app is an entry too, so what it imports statically
      // counts as loaded first and is merged into the 'app' chunk below.
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), start: fileURLToPath(new URL('src/app/start.tsx', import.meta.url)) },
      // Chakra's theme module builds its full default config (every recipe) at load time through these
      // identity helpers; marked pure, the recipes the shop does not register in src/theme are dropped.
      treeshake: {
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineStyle',
          'defineTokens',
          'defineSemanticTokens',
          'defineKeyframes',
          'defineTextStyles',
          'defineLayerStyles',
          'defineAnimationStyles',
          'defineGlobalStyles',
        ],
      },
      output: {
        // V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of the
        // chunks the app starts with is compiled as the chunk streams in, on a background thread, rather
        // than on the main thread when it is first called while the page is being hydrated.
        postBanner: (chunk) => (EAGER_CHUNKS.includes(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
        // React, the router and Redux load on every page and change less often than the shop's code: their
        // own chunks stay cached across releases. Chakra loads with the parts of the shop drawn with it
        // (src/lib/chakra): its core with the provider, its components split by use, so a dialog downloads
        // only the components (and their state machines) it renders.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
            {
              name: 'vendor-redux',
              test: /node_modules[\\/](@reduxjs|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store|@standard-schema)[\\/]/,
              priority: 20,
            },
            // Everything else the app imports statically loads on every page anyway: one chunk instead of
            // some thirty small ones, each a request (a round trip on a phone's connection) of its own. The
            // page's entry stays apart, small, so nothing but it is downloaded before the page paints.
            { name: 'index', test: PAGE_ENTRY, priority: 40 },
            { name: 'app', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
}));
