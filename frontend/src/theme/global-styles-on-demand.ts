/**
 * A build step for Chakra's `createSystem` (vite.config.ts applies it to the browser's bundle):
 * the system's global styles, `_global`, are made when first read rather than while the system is
 * built. They are the CSS reset, the body's styles and the CSS variables of every token, and make
 * up two thirds of the 40 ms (on a desktop; four times that on a phone) the system takes to build.
 * A page the server rendered already carries them in its head, so the app hydrating it never reads
 * them (`hydratingShopSystem` in ./index.ts).
 *
 * Chakra is pinned (frontend/package.json); when an upgrade changes the code this rewrites, the
 * build fails here rather than quietly building the styles eagerly again.
 */

/** The module of Chakra's browser build that defines `createSystem`. */
export const CREATE_SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '\n    _global,\n';

export function globalStylesOnDemand(code: string): string {
  if (!code.includes(EAGER) || !code.includes(RETURNED)) {
    throw new Error(
      "Chakra's createSystem no longer builds its global styles as src/theme/global-styles-on-demand.ts expects: " +
        'update the rewrite for this version of @chakra-ui/react, or remove it',
    );
  }
  return code
    .replace(EAGER, 'let _global;\n  const globalStyles = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);')
    .replace(RETURNED, '\n    get _global() {\n      return globalStyles();\n    },\n');
}
