import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import globals from 'globals';
import { dirname, relative, resolve, sep } from 'node:path';
import tseslint from 'typescript-eslint';

const FRONTEND_SRC = resolve(import.meta.dirname, 'frontend/src');

/** The first folders of `path` inside the SPA's src, like ['features', 'cart'], or [] outside it. */
function spaFolders(path) {
  const inside = relative(FRONTEND_SRC, path);
  return inside.startsWith('..') ? [] : inside.split(sep);
}

/**
 * The SPA's layers (bulletproof-react): a feature imports the shared layers (lib/, components/),
 * the app's typed hooks and store types, and itself; never another feature, and never the rest
 * of app/, which composes the features. The shared layers import no feature. Tests may render
 * through app/ (providers, router), but stay inside their feature too.
 */
const spaLayers = {
  meta: {
    type: 'problem',
    docs: { description: "Keep the SPA's features apart and its shared layers free of features" },
    schema: [],
    messages: {
      otherFeature: "features/{{from}} may not import features/{{to}}: move what both need to lib/ or components/, or compose them in app/.",
      appInternals: 'A feature may import only app/hooks and app/store from app/; app/ composes the features.',
      sharedOnFeature: '{{layer}}/ is shared by the features and may not import features/{{to}}.',
    },
  },
  create(context) {
    const [layer, feature] = spaFolders(context.filename);
    const isTest = /\.spec\.tsx?$|[\\/]test[\\/]/.test(context.filename);
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const [targetLayer, target] = spaFolders(resolve(dirname(context.filename), source.value));
      if (targetLayer === 'features' && layer === 'features' && target !== feature) {
        context.report({ node: source, messageId: 'otherFeature', data: { from: feature, to: target } });
      } else if (targetLayer === 'features' && (layer === 'lib' || layer === 'components')) {
        context.report({ node: source, messageId: 'sharedOnFeature', data: { layer, to: target } });
      } else if (targetLayer === 'app' && layer === 'features' && !isTest && !['hooks', 'store'].includes(target)) {
        context.report({ node: source, messageId: 'appInternals' });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/.data/**', '**/coverage/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { '@nx': nx },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Services depend on libs only; apps (gateway, frontend) and build tools on libs only; libs on libs.
      // The frontend may use shared libs, never server libs.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { spa: { rules: { layers: spaLayers } } },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'spa/layers': 'error',
      // The contracts' schemas are zod, a server-side runtime the bundle must not carry: the SPA takes their types only.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@shop/contracts', allowTypeImports: true, message: 'The SPA takes only types from the contracts: use `import type`.' }],
          // The exceptions, files that import nothing at run time: the price constants, the catalogue's
          // browsing constants, the back office's order and staff constants, the review and the trade constants,
          // what the page renderer and the gateway agree on about a page, and the public pages' paths.
          patterns: [
            {
              regex: '^@shop/contracts/(?!src/money/price-rule-constants$|src/catalog/browse-constants$|src/order/back-office-constants$|src/staff/staff-constants$|src/review/review-constants$|src/trade/trade-constants$|src/http/page-rendering-constants$|src/catalog/public-page-paths-constants$)',
              allowTypeImports: true,
              message: 'The SPA takes only types from the contracts (and the price, browsing, back-office, staff, review and trade constants): use `import type`.',
            },
          ],
        },
      ],
    },
  },
  {
    // k6 scripts run in k6's JavaScript runtime, not Node.
    files: ['infra/k6/**/*.js'],
    languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly' } },
  },
  {
    files: ['**/*.cjs', 'jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
