import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LIB_LAYERS } from '@/eslint/layers.mjs';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The layer rule's findings for a file at `file` with this source (the file need not exist). */
async function layerErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('imports go one way (DESIGN "Layers")', () => {
  it('an upward import between lib folders fails lint: tenants may not import the composition root', async () => {
    const errors = await layerErrors('lib/tenants/upward-fixture.ts', "import { getApiApp } from '@/lib/server/api-app';\nexport const app = getApiApp;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('lib/tenants sits below');
  });

  it('an upward relative import fails too: the database may not import a domain', async () => {
    const errors = await layerErrors('lib/db/upward-fixture.ts', "import { buildMenu } from '../menu/build-menu';\nexport const build = buildMenu;\n");
    expect(errors).toHaveLength(1);
  });

  it('a downward import passes: the menu may import tenants', async () => {
    const errors = await layerErrors('lib/menu/downward-fixture.ts', "import { siteLink } from '@/lib/tenants/links';\nexport const link = siteLink;\n");
    expect(errors).toEqual([]);
  });

  it('lib may not import components, app or stores', async () => {
    const errors = await layerErrors('lib/content/ui-fixture.ts', "import { useToastStore } from '@/stores/toast-store';\nexport const store = useToastStore;\n");
    expect(errors).toHaveLength(1);
  });

  it('components/ui primitives import no store', async () => {
    const errors = await layerErrors('components/ui/store-fixture.tsx', "import { useAuthStore } from '@/stores/auth-store';\nexport const store = useAuthStore;\n");
    expect(errors).toHaveLength(1);
  });

  it('every folder of lib has its place in the layer order', async () => {
    const { readdirSync } = await import('node:fs');
    const folders = readdirSync(path.join(root, 'lib')).filter((name) => !name.startsWith('.'));
    expect(folders.filter((name) => !LIB_LAYERS.includes(name))).toEqual([]);
  });
});
