import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxCardSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import type { CreateSystemInSteps } from './system-in-steps';

// Only fonts every phone and desktop already has: the shop loads nothing from the network.
const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif';
const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Theme tokens: groups of groups down to `{ value }` leaves, whose value may differ by colour mode (`{ _light, _dark }`). */
type TokenTree = { [key: string]: TokenTree | unknown };

/**
 * Chakra's semantic tokens with their light values only. The shop has one colour mode: the dark
 * values (115 of the 118 tokens have one) would be built into the theme as the app loads, and
 * their CSS variables sent with every page.
 */
export function lightModeOnly<T extends TokenTree>(tokens: T): T {
  const visit = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if ('value' in node) {
      const { value } = node as { value: unknown };
      if (value !== null && typeof value === 'object' && '_dark' in value) {
        const { _light, base } = value as { _light?: unknown; base?: unknown };
        return { ...node, value: _light ?? base };
      }
      return node;
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]));
  };
  return visit(tokens) as T;
}

/**
 * Chakra's colour palettes that no screen of the shop names. Each is 27 of the system's tokens
 * (its shades, its semantic colours and what Chakra derives from them) that the browser would build
 * as the app starts, and CSS variables in every page's head. The theme's spec checks that no code
 * names them.
 */
export const UNUSED_PALETTES = ['cyan', 'pink'] as const;

const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([palette]) => !(UNUSED_PALETTES as readonly string[]).includes(palette))) as T;

/**
 * Chakra's default theme without its recipes: `defaultConfig` registers all ~75 of them, and
 * every page would download them. A component whose recipe is missing here renders unstyled,
 * so a component new to the shop needs its recipe added (checkmark, radiomark and inputAddon
 * are drawn inside CheckboxCard, RadioCard and InputGroup).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightModeOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkboxCard: checkboxCardSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioCard: radioCardSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: serif },
        body: { value: sans },
      },
      colors: {
        // Burnt umber: the accent of a warm gallery wall.
        brand: {
          50: { value: '#fbf4ee' },
          100: { value: '#f3e2d2' },
          200: { value: '#e6c3a5' },
          300: { value: '#d69f76' },
          400: { value: '#c67c4e' },
          500: { value: '#a85d32' },
          600: { value: '#8c4a26' },
          700: { value: '#6f3a1f' },
          800: { value: '#532c18' },
          900: { value: '#3a1f12' },
          950: { value: '#24130b' },
        },
        gallery: {
          ivory: { value: '#faf7f2' },
          linen: { value: '#f3eee6' },
          sand: { value: '#e7dfd3' },
          stone: { value: '#6b6258' },
          charcoal: { value: '#2b2620' },
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: '{colors.gallery.ivory}' },
          subtle: { value: '{colors.gallery.linen}' },
          muted: { value: '{colors.gallery.sand}' },
        },
        fg: {
          DEFAULT: { value: '{colors.gallery.charcoal}' },
          muted: { value: '{colors.gallery.stone}' },
        },
        border: {
          DEFAULT: { value: '{colors.gallery.sand}' },
        },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.300}' },
        },
      },
    },
    keyframes: {
      'fade-in-up': {
        from: { opacity: '0', transform: 'translateY(1.25rem)' },
        to: { opacity: '1', transform: 'translateY(0)' },
      },
      drift: {
        '0%, 100%': { transform: 'translate(0, 0)' },
        '50%': { transform: 'translate(0.75rem, -1.25rem)' },
      },
    },
  },
  globalCss: {
    body: {
      bg: 'bg',
      color: 'fg',
      fontFamily: 'body',
    },
    'h1, h2, h3': {
      fontFamily: 'heading',
    },
  },
});

let built: SystemContext | undefined;

/**
 * The shop's Chakra system, built on first use. Building it takes 40–55 ms on a desktop and
 * more on a phone, so the browser builds it as Chakra's provider loads, in steps of a task each
 * (`shopSystemInSteps`, src/lib/chakra), rather than while its modules load.
 */
export function shopSystem(): SystemContext {
  built ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return built;
}

/**
 * The shop's system as `shopSystem` builds it, in steps with `between()` awaited after each (the
 * app's start gives each step a task of its own). Built at once where Chakra has no steps (the
 * tests, the page renderer: ./system-in-steps.ts says why), or if it was built already.
 */
export async function shopSystemInSteps(between: () => Promise<void>): Promise<SystemContext> {
  const { inSteps } = createSystem as CreateSystemInSteps;
  if (built || !inSteps) return shopSystem();
  const steps = inSteps(defaultBaseConfig, chakraTheme, config);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return (built ??= step.value);
    await between();
  }
}

let hydrating: SystemContext | undefined;

/**
 * The shop's system on a page the server rendered: the same system, without its global styles
 * (the CSS reset, the body's styles and the tokens' CSS variables). The page's head carries
 * them as the server rendered them, and they stay there. Making them again in the browser was
 * the larger part of building the system, which the browser's build now leaves until they are
 * read (./global-styles-on-demand.ts): on such a page, never.
 */
export function hydratingShopSystem(): SystemContext {
  hydrating ??= Object.create(shopSystem(), { _global: { value: [] } }) as SystemContext;
  return hydrating;
}
