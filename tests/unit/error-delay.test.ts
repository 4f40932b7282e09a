import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('SPEC 9: error page content delay', () => {
  it('SPEC 2.8/9: the error page content appears after 1500 ms (CSS, so it works before scripts load)', () => {
    const css = readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8');
    const rule = /\.error-delayed\s*\{[^}]*animation:\s*error-appear\s+\S+\s+\S+\s+(\d+)ms/.exec(css);
    expect(rule?.[1]).toBe('1500');
  });
});
