import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * zod compiles its object parsers with `new Function` unless told not to, and it probes for that
 * with `Function('')` as soon as an object schema is built with compiling on: an eval the CSP
 * refuses, reported by the browser as a violation (issue 18: /pro members and services pages).
 * lib/http/zod-browser.ts turns compiling off in the browser, so it must run before any schema
 * module's body: every module the client code reaches that imports zod imports zod-browser first.
 */

const root = path.resolve(__dirname, '../..');
const ZOD = new Set(['zod', '@hono/zod-openapi', 'zod/v4', 'zod/mini']);
const ZOD_BROWSER = '@/lib/http/zod-browser';

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** The specifiers a module imports, in order: static imports and re-exports, then dynamic imports. */
function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) found.push(specifier);
  for (const [, specifier] of source.matchAll(/import\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g)) found.push(specifier);
  return found;
}

/** The value imports only: `import type` and `export type` bring no code. */
function valueImportsOf(source: string): string[] {
  const types = new Set<string>();
  for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\s+type\s+[^'";]*?\s+from\s+['"]([^'"]+)['"]/gm)) types.add(specifier);
  return importsOf(source).filter((specifier) => !types.has(specifier));
}

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Every project module reachable by value imports from the client code (components/ and stores/). */
function clientReach(): string[] {
  const seen = new Set<string>();
  const queue = [...filesUnder(path.join(root, 'components')), ...filesUnder(path.join(root, 'stores'))];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImportsOf(readFileSync(file, 'utf8'))) {
      const target = resolve(file, specifier);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen];
}

describe('zod in the browser never probes for eval (CSP without unsafe-eval)', () => {
  it('every module the client code reaches that imports zod imports lib/http/zod-browser first', () => {
    const reached = clientReach();
    const zodModules = reached.filter((file) => valueImportsOf(readFileSync(file, 'utf8')).some((specifier) => ZOD.has(specifier)));
    // The walk finds the schemas the /pro and /profile forms share with the server.
    expect(zodModules.map((file) => path.relative(root, file))).toEqual(expect.arrayContaining(['lib/business/staff/members/schemas.ts', 'lib/business/crm/schemas.ts']));
    const late = zodModules
      .filter((file) => !file.endsWith(path.join('lib', 'http', 'zod-browser.ts')))
      .filter((file) => importsOf(readFileSync(file, 'utf8'))[0] !== ZOD_BROWSER)
      .map((file) => path.relative(root, file));
    expect(late).toEqual([]);
  });

  it('the /pro staff and services pages name their constants without loading a zod module', () => {
    for (const page of ['components/pro/members/access-codes.tsx', 'components/pro/services/services-page.tsx']) {
      const eager = importsOf(readFileSync(path.join(root, page), 'utf8')).filter((specifier) => /schemas?$/.test(specifier) && !specifier.endsWith('form-schemas'));
      expect(eager, page).toEqual([]);
    }
  });
});
