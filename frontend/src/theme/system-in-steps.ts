import type { SystemConfig, SystemContext } from '@chakra-ui/react';

/**
 * A build step for Chakra's `createSystem` (vite.config.ts applies it to the browser's bundle, after
 * ./global-styles-on-demand.ts): the system can also be built in steps, so that the app, as it
 * starts, builds it over several tasks rather than one. Built in one go it held a phone's main
 * thread for 180–210 ms (Lighthouse's 4× slowdown); its largest step, the token dictionary, is
 * about half of that. `createSystem` itself is unchanged: it runs the steps one after another.
 *
 * The steps are a generator, `createSystem.inSteps`, which yields between them: after merging the
 * configs, after the token dictionary, after the utilities, and before the token map and the
 * style functions. A property of the function rather than an export, so that Chakra's entry, which
 * names its exports, is left as it is; where the rewrite is not applied (the tests, the page
 * renderer) the property is missing and the system is built at once (`shopSystemInSteps`).
 * The token dictionary is built in steps of its own in turn (`tokenDictionaryInSteps`, applied to
 * Chakra's token-dictionary module with this one): in one, it was still a task of 24–36 ms in
 * Lighthouse's trace, 100–145 ms at its 4× slowdown.
 *
 * Chakra is pinned (frontend/package.json); when an upgrade changes the code this rewrites, the
 * build fails here rather than quietly building the system in one step again.
 */

/** `createSystem` as the browser's bundle has it. */
export type CreateSystemInSteps = ((...configs: SystemConfig[]) => SystemContext) & {
  inSteps?: (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;
};

const DECLARATION = 'function createSystem(...configs) {';
/** Where a step ends: the statements each step stops before. */
const STEP_ENDS = [
  '  const layers = createLayers(config);',
  '  const breakpoints = createBreakpoints(',
  '  const properties = /* @__PURE__ */ new Set(',
  '  const tokenMap = getTokenMap(tokens);',
];
/** The token dictionary, made in createSystem's second step: in steps of its own, once its module is rewritten too. */
const TOKEN_DICTIONARY = '  const tokens = createTokenDictionary({';
const EXPORTS = 'export { createSystem, isValidSystem };';

/** Fails the build when Chakra's code no longer has each statement a rewrite relies on, exactly once. */
function expectStatements(code: string, statements: string[], what: string): void {
  if (statements.some((statement) => code.split(statement).length !== 2)) {
    throw new Error(
      `Chakra's ${what} no longer reads as src/theme/system-in-steps.ts expects: ` +
        'update the rewrite for this version of @chakra-ui/react, or remove it',
    );
  }
}

/** `name(...args)` running the generator `generator` to its end at once, with the generator as its `inSteps`. */
const runAtOnce = (name: string, generator: string, parameters: string) =>
  [
    `function ${name}(${parameters}) {`,
    `  const steps = ${generator}(${parameters});`,
    '  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;',
    '}',
    `${name}.inSteps = ${generator};`,
  ].join('\n');

export function systemInSteps(code: string): string {
  expectStatements(code, [DECLARATION, ...STEP_ENDS, TOKEN_DICTIONARY, EXPORTS], 'createSystem');
  let rewritten = code.replace(DECLARATION, 'function* createSystemInSteps(...configs) {');
  for (const end of STEP_ENDS) rewritten = rewritten.replace(end, `  yield;\n${end}`);
  return rewritten
    .replace(TOKEN_DICTIONARY, '  const tokens = yield* createTokenDictionary.inSteps({')
    .replace(EXPORTS, `${runAtOnce('createSystem', 'createSystemInSteps', '...configs')}\n${EXPORTS}`);
}

/** The module of Chakra's browser build that defines `createTokenDictionary`. */
export const TOKEN_DICTIONARY_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;

const DICTIONARY_DECLARATION = 'function createTokenDictionary(options) {';
const BUILD_DECLARATION = '  function build() {';
/** Where the dictionary's build steps end: the statements each step stops before. */
const BUILD_STEP_ENDS = ['    addConditionalTokens();', '    applyMiddlewares("post");', '    setupViews();'];
const DICTIONARY_END = '  registerTokens();\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  build();\n';
const DICTIONARY_EXPORTS = 'export { createTokenDictionary, tokenCategories };';

/**
 * Chakra's `createTokenDictionary` with its steps, `createTokenDictionary.inSteps`, which the
 * system's steps (`systemInSteps`) run: it yields after registering the tokens, and in its build
 * before the conditional tokens and references, before the later middlewares and transforms, and
 * before the views by category.
 */
export function tokenDictionaryInSteps(code: string): string {
  expectStatements(code, [DICTIONARY_DECLARATION, BUILD_DECLARATION, ...BUILD_STEP_ENDS, DICTIONARY_END, DICTIONARY_EXPORTS], 'createTokenDictionary');
  let rewritten = code
    .replace(DICTIONARY_DECLARATION, 'function* createTokenDictionaryInSteps(options) {')
    .replace(BUILD_DECLARATION, '  function* build() {');
  for (const end of BUILD_STEP_ENDS) rewritten = rewritten.replace(end, `    yield;\n${end}`);
  return rewritten
    .replace(DICTIONARY_END, '  registerTokens();\n  yield;\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  yield* build();\n')
    .replace(DICTIONARY_EXPORTS, `${runAtOnce('createTokenDictionary', 'createTokenDictionaryInSteps', 'options')}\n${DICTIONARY_EXPORTS}`);
}
