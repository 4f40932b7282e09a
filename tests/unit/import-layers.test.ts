import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { businessSubdomains, LIB_LAYERS } from '@/eslint/layers.mjs';

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

describe('business sub-domains keep their internals (issue 29)', () => {
  it('an import from one business sub-domain into another\'s internals fails lint: crm may not reach into audit/log', async () => {
    const errors = await layerErrors('lib/business/crm/sibling-fixture.ts', "import { recordAudit } from '../audit/log';\nexport const record = recordAudit;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('lib/business/crm may use another business sub-domain only through its index.ts');
  });

  it('the alias path into a sibling\'s nested file fails the same way: site may not import staff/members/service', async () => {
    const errors = await layerErrors('lib/business/site/news/sibling-fixture.ts', "import { listMembers } from '@/lib/business/staff/members/service';\nexport const list = listMembers;\n");
    expect(errors).toHaveLength(1);
  });

  it('what a sub-domain exports on purpose (its index.ts) passes: inbox records through @/lib/business/audit', async () => {
    const errors = await layerErrors('lib/business/inbox/sibling-fixture.ts', "import { recordAudit } from '@/lib/business/audit';\nexport const record = recordAudit;\n");
    expect(errors).toEqual([]);
  });

  it('inside one sub-domain and from the top of lib/business, any file may be imported', async () => {
    expect(await layerErrors('lib/business/site/doctors/inner-fixture.ts', "import { slugFromTitle } from '../slug';\nexport const slug = slugFromTitle;\n")).toEqual([]);
    expect(await layerErrors('lib/business/top-fixture.ts', "import { registerCrmRoutes } from './crm/routes';\nexport const register = registerCrmRoutes;\n")).toEqual([]);
  });

  it('the sub-domains are the folders of lib/business: site, clinic, staff, inbox, audit and crm at least', () => {
    expect(businessSubdomains()).toEqual(expect.arrayContaining(['audit', 'clinic', 'crm', 'inbox', 'site', 'staff']));
  });
});
