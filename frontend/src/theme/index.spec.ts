import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CREATE_SYSTEM_MODULE, globalStylesOnDemand } from './global-styles-on-demand';
import { hydratingShopSystem, lightModeOnly, shopSystem, shopSystemInSteps, UNUSED_PALETTES } from './index';
import { systemInSteps, TOKEN_DICTIONARY_MODULE, tokenDictionaryInSteps } from './system-in-steps';

// The module of the installed Chakra that the build rewrites. The package's exports do not name it:
// it is found beside the package's entry.
const chakraEntry = require.resolve('@chakra-ui/react');
const styledSystem = join(chakraEntry.slice(0, chakraEntry.indexOf(join('@chakra-ui', 'react')) + '@chakra-ui/react'.length), 'dist', 'esm', 'styled-system');
const installed = join(styledSystem, 'system.js');
const installedTokenDictionary = join(styledSystem, 'token-dictionary.js');

describe('lightModeOnly', () => {
  it('keeps the light value of a token that has one per colour mode, and leaves the rest as they are', () => {
    const tokens = {
      colors: {
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } },
          panel: { value: { base: '{colors.white}', _dark: '{colors.gray.950}' }, description: 'Panels' },
        },
        fg: { value: '{colors.black}' },
      },
      shadows: { md: { value: { _light: '0 1px 2px grey', _dark: '0 1px 2px black' } } },
    };
    expect(lightModeOnly(tokens)).toEqual({
      colors: {
        bg: { DEFAULT: { value: '{colors.white}' }, panel: { value: '{colors.white}', description: 'Panels' } },
        fg: { value: '{colors.black}' },
      },
      shadows: { md: { value: '0 1px 2px grey' } },
    });
  });

  it('leaves the shop\'s theme without dark-mode variables', () => {
    const css = JSON.stringify(shopSystem()._global);
    expect(css).toContain('--chakra-colors-bg-panel');
    expect(css).not.toContain('.dark');
  });
});

describe('the palettes left out of the theme', () => {
  /** The shop's source files under src/, its specs left out. */
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('are not in the system, while the palettes the shop uses are', () => {
    for (const palette of UNUSED_PALETTES) expect(shopSystem().token(`colors.${palette}.500`)).toBeUndefined();
    for (const palette of ['brand', 'gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple']) {
      expect([palette, shopSystem().token(`colors.${palette}.500`)]).toEqual([palette, expect.stringMatching(/^#/)]);
    }
  });

  it('are named by no code of the shop (a badge of such a palette would show without colour)', () => {
    const named = new RegExp(`['"\`](${UNUSED_PALETTES.join('|')})['"\`.]`);
    // The theme itself names them, to leave them out.
    const naming = sources(join(__dirname, '..')).filter((path) => path !== join(__dirname, 'index.ts') && named.test(readFileSync(path, 'utf8')));
    expect(naming).toEqual([]);
  });
});

describe('hydratingShopSystem', () => {
  it('is the shop\'s system without the global styles a server-rendered page already carries', () => {
    const system = hydratingShopSystem();
    expect(system._global).toEqual([]);
    expect(JSON.stringify(shopSystem()._global)).toContain('--chakra-colors-brand-solid');
    // Everything else is the shop's: tokens, recipes and the style function.
    expect(system.token('colors.brand.500')).toBe('#a85d32');
    expect(system.css({ color: 'brand.fg', px: '4' })).toEqual(shopSystem().css({ color: 'brand.fg', px: '4' }));
    expect(system.getSlotRecipe('menu')).toBe(shopSystem().getSlotRecipe('menu'));
  });
});

describe('globalStylesOnDemand', () => {
  it('finds the module it rewrites in the installed Chakra, and makes the global styles there when first read', () => {
    expect(CREATE_SYSTEM_MODULE.test(installed)).toBe(true);
    const rewritten = globalStylesOnDemand(readFileSync(installed, 'utf8'));
    expect(rewritten).not.toContain('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];');
    expect(rewritten).toContain('get _global() {\n      return globalStyles();');
  });

  it('fails the build on code it does not know, rather than leave the styles eager unnoticed', () => {
    expect(() => globalStylesOnDemand('export function createSystem() { return { _global: [] }; }')).toThrow(
      /no longer builds its global styles as src\/theme\/global-styles-on-demand\.ts expects/,
    );
  });
});

describe('systemInSteps', () => {
  it("rewrites the installed Chakra's createSystem (after the global styles' rewrite) into steps that createSystem runs at once", () => {
    const rewritten = systemInSteps(globalStylesOnDemand(readFileSync(installed, 'utf8')));
    expect(rewritten).toContain('function* createSystemInSteps(...configs) {');
    expect(rewritten.match(/\n {2}yield;\n/g)).toHaveLength(4);
    // The token dictionary, made between the first and second yields, takes its own steps there.
    expect(rewritten).toContain('const tokens = yield* createTokenDictionary.inSteps({');
    expect(rewritten).toContain('createSystem.inSteps = createSystemInSteps;\nexport { createSystem, isValidSystem };');
  });

  it('fails the build on code it does not know, rather than leave the system in one step unnoticed', () => {
    expect(() => systemInSteps('function createSystem(...configs) { return {}; }\nexport { createSystem, isValidSystem };')).toThrow(
      /no longer reads as src\/theme\/system-in-steps\.ts expects/,
    );
  });
});

describe('tokenDictionaryInSteps', () => {
  it("rewrites the installed Chakra's createTokenDictionary into steps that createTokenDictionary runs at once", () => {
    expect(TOKEN_DICTIONARY_MODULE.test(installedTokenDictionary)).toBe(true);
    const rewritten = tokenDictionaryInSteps(readFileSync(installedTokenDictionary, 'utf8'));
    expect(rewritten).toContain('function* createTokenDictionaryInSteps(options) {');
    // One step after registering the tokens, three inside the build.
    expect(rewritten.match(/\n {2}yield;\n/g)).toHaveLength(1);
    expect(rewritten).toContain('  function* build() {');
    expect(rewritten.match(/\n {4}yield;\n/g)).toHaveLength(3);
    expect(rewritten).toContain('  yield* build();\n');
    expect(rewritten).toContain('createTokenDictionary.inSteps = createTokenDictionaryInSteps;\nexport { createTokenDictionary, tokenCategories };');
  });

  it('fails the build on code it does not know, rather than leave the dictionary in one step unnoticed', () => {
    expect(() => tokenDictionaryInSteps('function createTokenDictionary(options) { return {}; }\nexport { createTokenDictionary, tokenCategories };')).toThrow(
      /createTokenDictionary no longer reads as src\/theme\/system-in-steps\.ts expects/,
    );
  });
});

describe('shopSystemInSteps', () => {
  it('is the shop\'s system, built at once where Chakra has no steps', async () => {
    let waits = 0;
    const system = await shopSystemInSteps(async () => {
      waits += 1;
    });
    expect(system).toBe(shopSystem());
    expect(waits).toBe(0);
  });
});
