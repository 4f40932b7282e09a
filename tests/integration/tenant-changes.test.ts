import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../helpers/wait';
import { makeUser } from '../helpers/business';

/*
 * Issue 21: every instance's proxy keeps host/slug lookups in memory; a change of a clinic's slug,
 * domains, name or status made on one instance reaches every other through PostgreSQL
 * LISTEN/NOTIFY (lib/tenants/tenant-changes.ts). Two listeners (two pg clients, as two web
 * processes have) hear the same change; one of them forgets the company in a real lookup cache.
 */

// Entries stay fresh for the whole test: only the NOTIFY can make the cache read again.
process.env.TENANT_CACHE_TTL_MS = '600000';
const { createCompany } = await import('@/lib/business/clinic/company/create');
const { closeDb, getPool } = await import('@/lib/db/client');
const { listenForTenantChanges, notifyTenantChange, TENANT_CHANNEL } = await import('@/lib/tenants/tenant-changes');
const { forgetCompany, forgetTenants, lookupTenant } = await import('@/lib/tenants/tenant-lookup');
const { invalidateCompany } = await import('@/lib/tenants/invalidate');
const { updateCompanySettings } = await import('@/lib/business/clinic/company/service');

type Heard = { codes: string[]; connections: number };
const unique = () => Math.random().toString(36).slice(2, 8);

function listener(onChange: (code: string) => void = () => undefined) {
  const heard: Heard = { codes: [], connections: 0 };
  const handle = listenForTenantChanges({
    minDelayMs: 20,
    maxDelayMs: 200,
    onChange: (code) => {
      heard.codes.push(code);
      onChange(code);
    },
    onConnected: () => (heard.connections += 1),
  });
  return { handle, heard };
}

const until = <T>(read: () => T, done: (value: T) => boolean) => waitFor(async () => read(), done);

describe('tenant changes across instances (LISTEN/NOTIFY)', () => {
  // Instance "B" forgets in this process's lookup cache; instance "A" only records what it heard.
  const a = listener();
  const b = listener(forgetCompany);

  beforeAll(async () => {
    expect(await until(() => a.handle.connected && b.handle.connected, Boolean)).toBe(true);
  });
  afterAll(async () => {
    await a.handle.stop();
    await b.handle.stop();
    forgetTenants();
    await closeDb();
  });

  it('a change notified through one connection is heard by both listeners', async () => {
    const code = `CODE_${unique()}`;
    await notifyTenantChange(code);
    expect((await until(() => a.heard.codes, (codes) => codes.includes(code))).includes(code)).toBe(true);
    expect((await until(() => b.heard.codes, (codes) => codes.includes(code))).includes(code)).toBe(true);
  });

  it("another instance's status change reaches this proxy's cache at once: the company is forgotten, other clinics' entries stay", async () => {
    const owner = await makeUser('notify');
    const created = await createCompany(owner.id, { COMPANY_SLUG: `notify-${unique()}`, COMPANY_NAME: `Клиника ${unique()}` } as never, 'ru');
    const other = await createCompany(owner.id, { COMPANY_SLUG: `notify-other-${unique()}`, COMPANY_NAME: `Клиника ${unique()}` } as never, 'ru');
    // Their creations were announced too: once heard, nothing of theirs is pending.
    await until(() => b.heard.codes, (codes) => codes.includes(created.code) && codes.includes(other.code));
    expect(await lookupTenant('slug', created.slug)).toMatchObject({ code: created.code, status: 'online' });
    expect(await lookupTenant('slug', other.slug)).toMatchObject({ code: other.code, status: 'online' });

    // As instance A does: the write, then the NOTIFY (here in SQL, so this process's own forget plays no part).
    await getPool().query(`UPDATE companies SET status = 'offline' WHERE code = $1`, [created.code]);
    await getPool().query(`UPDATE companies SET status = 'offline' WHERE code = $1`, [other.code]);
    // Without a notification the fresh entry is still answered (the TTL is long here).
    expect(await lookupTenant('slug', created.slug)).toMatchObject({ status: 'online' });
    await getPool().query('SELECT pg_notify($1, $2)', [TENANT_CHANNEL, created.code]);

    const seen = await waitFor(() => lookupTenant('slug', created.slug), (tenant) => tenant?.status === 'offline');
    expect(seen).toMatchObject({ code: created.code, status: 'offline' });
    // The other clinic was not told: its entry is kept (its change would have been notified too).
    expect(await lookupTenant('slug', other.slug)).toMatchObject({ status: 'online' });
  });

  it("a slug that was \"no such site\" is forgotten when any clinic changes (it may be that clinic's new slug)", async () => {
    const owner = await makeUser('notify-slug');
    const created = await createCompany(owner.id, { COMPANY_SLUG: `notify-slug-${unique()}`, COMPANY_NAME: `Клиника ${unique()}` } as never, 'ru');
    await until(() => b.heard.codes, (codes) => codes.includes(created.code));
    const next = `renamed-${unique()}`;
    expect(await lookupTenant('slug', next)).toBeNull();
    await getPool().query('UPDATE companies SET slug = $2 WHERE code = $1', [created.code, next]);
    expect(await lookupTenant('slug', next)).toBeNull();
    await getPool().query('SELECT pg_notify($1, $2)', [TENANT_CHANNEL, created.code]);
    expect(await waitFor(() => lookupTenant('slug', next), (tenant) => tenant !== null)).toMatchObject({ code: created.code, slug: next });
  });

  it('invalidateCompany of a site change notifies every listener; a content edit does not', async () => {
    const code = `CODE_${unique()}`;
    await invalidateCompany(code, { sections: ['news'] });
    await invalidateCompany(code, { sites: ['some-slug'] });
    const heard = await until(() => a.heard.codes, (codes) => codes.includes(code));
    expect(heard.filter((value) => value === code)).toHaveLength(1);
  });

  it("a clinic's rename through its settings is announced with its code; the old slug is gone and the new one found here", async () => {
    const owner = await makeUser('notify-rename');
    const created = await createCompany(owner.id, { COMPANY_SLUG: `notify-rename-${unique()}`, COMPANY_NAME: `Клиника ${unique()}` } as never, 'ru');
    expect(await lookupTenant('slug', created.slug)).toMatchObject({ code: created.code });
    const heardBefore = a.heard.codes.filter((code) => code === created.code).length;
    const next = `notify-renamed-${unique()}`;
    await updateCompanySettings(owner.id, created.code, { COMPANY_CODE: created.code, COMPANY_SLUG: next } as never);
    const heard = await until(() => a.heard.codes.filter((code) => code === created.code).length, (count) => count > heardBefore);
    expect(heard).toBeGreaterThan(heardBefore);
    expect(await lookupTenant('slug', created.slug)).toBeNull();
    expect(await lookupTenant('slug', next)).toMatchObject({ code: created.code, slug: next });
  });

  it('listens again after PostgreSQL drops its connections, and hears the changes sent after that', async () => {
    const before = { a: a.heard.connections, b: b.heard.connections };
    const failures = { a: a.handle.failures, b: b.handle.failures };
    const { rows } = await getPool().query<{ count: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS count FROM pg_stat_activity WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()`,
      [`LISTEN ${TENANT_CHANNEL}`],
    );
    expect(rows[0].count).toBeGreaterThanOrEqual(2);
    const reconnected = await until(
      () => ({ a: a.heard.connections, b: b.heard.connections, up: a.handle.connected && b.handle.connected }),
      (state) => state.a > before.a && state.b > before.b && state.up,
    );
    expect(reconnected).toMatchObject({ up: true });
    expect(a.handle.failures).toBeGreaterThan(failures.a);
    expect(b.handle.failures).toBeGreaterThan(failures.b);
    const code = `CODE_${unique()}`;
    await notifyTenantChange(code);
    expect((await until(() => b.heard.codes, (codes) => codes.includes(code))).includes(code)).toBe(true);
    expect((await until(() => a.heard.codes, (codes) => codes.includes(code))).includes(code)).toBe(true);
  });

  it('never throws while PostgreSQL cannot be reached: it keeps trying, and stops when told', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    const heard: string[] = [];
    const handle = listenForTenantChanges({ connectionString: `postgres://nobody@127.0.0.1:${port}/none`, minDelayMs: 10, maxDelayMs: 20, onChange: (code) => heard.push(code) });
    // Each refused connection is logged and tried again (an unhandled error would fail this test file).
    const state = await until(() => ({ failures: handle.failures, connected: handle.connected }), (value) => value.failures >= 3);
    expect(state.failures).toBeGreaterThanOrEqual(3);
    expect(state.connected).toBe(false);
    await handle.stop();
    expect(handle.connected).toBe(false);
    expect(heard).toEqual([]);
  });
});
