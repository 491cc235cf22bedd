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
const EXPORTS = 'export { createSystem, isValidSystem };';

export function systemInSteps(code: string): string {
  const expected = [DECLARATION, ...STEP_ENDS, EXPORTS];
  if (expected.some((statement) => code.split(statement).length !== 2)) {
    throw new Error(
      "Chakra's createSystem no longer reads as src/theme/system-in-steps.ts expects: " +
        'update the rewrite for this version of @chakra-ui/react, or remove it',
    );
  }
  let rewritten = code.replace(DECLARATION, 'function* createSystemInSteps(...configs) {');
  for (const end of STEP_ENDS) rewritten = rewritten.replace(end, `  yield;\n${end}`);
  return rewritten.replace(
    EXPORTS,
    [
      'function createSystem(...configs) {',
      '  const steps = createSystemInSteps(...configs);',
      '  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;',
      '}',
      'createSystem.inSteps = createSystemInSteps;',
      EXPORTS,
    ].join('\n'),
  );
}
