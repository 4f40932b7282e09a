/** The steps of `npm test` (scripts/test.ts), in the order it runs them; `npm test -- <step>` runs one. */
export const TEST_STEPS = ['lint', 'typecheck', 'unit', 'e2e', 'topology'] as const;

export type TestStep = (typeof TEST_STEPS)[number];

/**
 * The step `npm test -- <name>` asks for: undefined for the whole run, the step when it is one,
 * and an error naming the steps for anything else (`npm test -- unti` ran nothing and passed before).
 */
export function chosenStep(name: string | undefined): TestStep | undefined {
  if (name === undefined) return undefined;
  if ((TEST_STEPS as readonly string[]).includes(name)) return name as TestStep;
  throw new Error(`npm test: no step "${name}"; the steps are ${TEST_STEPS.join(', ')} (e.g. \`npm test -- unit tests/unit/foo.test.ts\`)`);
}
