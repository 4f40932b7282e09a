import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { chosenStep, TEST_STEPS } from '@/scripts/test-steps';

describe('the step `npm test -- <step>` runs (scripts/test-steps.ts)', () => {
  test('no name runs every step; each step name is taken as it is', () => {
    expect(chosenStep(undefined)).toBeUndefined();
    for (const step of TEST_STEPS) expect(chosenStep(step)).toBe(step);
  });

  test('a misspelled step fails with a message that lists the steps', () => {
    expect(() => chosenStep('unti')).toThrow('npm test: no step "unti"; the steps are lint, typecheck, unit, e2e, topology');
    expect(() => chosenStep('tests/unit/foo.test.ts')).toThrow(/no step "tests\/unit\/foo\.test\.ts"/);
  });

  test('`npm test -- unti` exits non-zero with that message before starting anything', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test.ts', 'unti'], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('no step "unti"; the steps are lint, typecheck, unit, e2e, topology');
    expect(run.stdout).not.toContain('[test]');
  });
});
