import { describe, expect, it, vi } from 'vitest';

// invalidate.ts reaches the database only for a tenant change; tagsToExpire is pure.
vi.mock('@/lib/tenants/tenant-changes', () => ({ notifyTenantChange: vi.fn(async () => undefined) }));
vi.mock('@/lib/tenants/tenant-lookup', () => ({ forgetCompany: vi.fn() }));

const { CACHE_SECTIONS, readTags, TAGS } = await import('@/lib/tenants/cache-tags');
const { invalidateCompany, tagsToExpire } = await import('@/lib/tenants/invalidate');
const { notifyTenantChange } = await import('@/lib/tenants/tenant-changes');
const { forgetCompany } = await import('@/lib/tenants/tenant-lookup');

const everyTagOf = (code: string) => [TAGS.company(code), ...CACHE_SECTIONS.map((section) => TAGS.section(code, section))];

describe('cache tags per clinic (tagsToExpire)', () => {
  it('a news edit expires the news section of that clinic only: not its doctors, not its company tag, not another clinic', () => {
    const tags = tagsToExpire('CLINIC_A', { sections: ['news'] });
    expect(tags).toEqual(['company:CLINIC_A:news']);
    expect(tags).not.toContain('company:CLINIC_A:doctors');
    expect(tags).not.toContain('company:CLINIC_A');
    expect(tags.some((tag) => tag.includes('CLINIC_B'))).toBe(false);
    expect(tags).not.toContain(TAGS.directory);
  });

  it('a company-wide change (the default) expires the company tag and every section tag of that clinic, and nothing else', () => {
    const tags = tagsToExpire('CLINIC_A');
    expect(new Set(tags)).toEqual(new Set(everyTagOf('CLINIC_A')));
    expect(tags.every((tag) => tag === 'company:CLINIC_A' || tag.startsWith('company:CLINIC_A:'))).toBe(true);
    // An empty list is no excuse for expiring less: it counts as company-wide.
    expect(new Set(tagsToExpire('CLINIC_A', { sections: [] }))).toEqual(new Set(everyTagOf('CLINIC_A')));
  });

  it('a section read is expired by its section and by a company-wide change, never by another section', () => {
    const newsRead = readTags('CLINIC_A', ['news']);
    const expires = (options: Parameters<typeof tagsToExpire>[1]) => tagsToExpire('CLINIC_A', options).some((tag) => newsRead.includes(tag));
    expect(expires({ sections: ['news'] })).toBe(true);
    expect(expires({})).toBe(true);
    expect(expires({ sections: ['doctors'] })).toBe(false);
    expect(expires({ sections: ['reviews', 'gallery', 'director'] })).toBe(false);
    expect(tagsToExpire('CLINIC_B', { sections: ['news'] }).some((tag) => newsRead.includes(tag))).toBe(false);
  });

  it('a rename expires that clinic, its old and new slug keys and the directory; no other clinic and no other key', () => {
    const tags = tagsToExpire('CLINIC_A', { sites: ['old-slug', 'new-slug'] });
    expect(new Set(tags)).toEqual(new Set([...everyTagOf('CLINIC_A'), 'site:old-slug', 'site:new-slug', 'directory']));
    expect(tags).not.toContain('sites');
  });

  it('a verified or removed domain expires its host key; a status change every key the clinic had', () => {
    expect(tagsToExpire('CLINIC_A', { sites: ['clinic-a.kz'] })).toEqual(expect.arrayContaining(['site:clinic-a.kz', 'directory', 'company:CLINIC_A']));
    const status = tagsToExpire('CLINIC_A', { sites: ['clinic-a', 'clinic-a.kz', 'www.clinic-a.kz'] });
    expect(status.filter((tag) => tag.startsWith('site:'))).toEqual(['site:clinic-a', 'site:clinic-a.kz', 'site:www.clinic-a.kz']);
  });

  it('the directory expires for what it lists (a name, a logo, a specialty), not for a news or menu edit', () => {
    expect(tagsToExpire('CLINIC_A', { tenant: true })).toContain('directory');
    expect(tagsToExpire('CLINIC_A', { directory: true })).toContain('directory');
    expect(tagsToExpire('CLINIC_A', { sections: ['doctors'], directory: true })).toEqual(['company:CLINIC_A:doctors', 'directory']);
    expect(tagsToExpire('CLINIC_A', { sections: ['news'] })).not.toContain('directory');
    expect(tagsToExpire('CLINIC_A')).not.toContain('directory');
  });

  it('keys the site param can never hold are not tags; a host too long for a tag is named by its hash', () => {
    expect(tagsToExpire('CLINIC_A', { sites: ['Not A Slug', ''] }).some((tag) => tag.startsWith('site:'))).toBe(false);
    const long = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.kz`;
    const tag = TAGS.site(long);
    expect(tag.length).toBeLessThanOrEqual(256);
    expect(tag).toBe(TAGS.site(long));
    expect(tag).not.toBe(TAGS.site(long.replace('a', 'e')));
    expect(tagsToExpire('CLINIC_A', { sites: [long] })).toContain(tag);
  });

  it('a read depending on several parts carries each tag once', () => {
    expect(readTags('CLINIC_A', ['company', 'news', 'doctors', 'news'])).toEqual(['company:CLINIC_A', 'company:CLINIC_A:news', 'company:CLINIC_A:doctors']);
    expect(readTags('CLINIC_A', ['company'])).toEqual(['company:CLINIC_A']);
  });
});

describe('invalidateCompany', () => {
  it('answers the tags it expired; only a slug, domain, name or status change forgets the company in the proxy and tells the other instances', async () => {
    expect(await invalidateCompany('CLINIC_A', { sections: ['news'] })).toEqual(['company:CLINIC_A:news']);
    expect(forgetCompany).not.toHaveBeenCalled();
    expect(notifyTenantChange).not.toHaveBeenCalled();
    expect(await invalidateCompany('CLINIC_A', { sites: ['a', 'b'] })).toEqual(tagsToExpire('CLINIC_A', { sites: ['a', 'b'] }));
    expect(forgetCompany).toHaveBeenCalledWith('CLINIC_A');
    expect(notifyTenantChange).toHaveBeenCalledWith('CLINIC_A');
    await invalidateCompany('CLINIC_B', { tenant: true });
    expect(notifyTenantChange).toHaveBeenLastCalledWith('CLINIC_B');
  });

  it('a failed NOTIFY does not fail the write that is already done', async () => {
    vi.mocked(notifyTenantChange).mockRejectedValueOnce(new Error('connection terminated'));
    await expect(invalidateCompany('CLINIC_A', { sites: ['a'] })).resolves.toContain('site:a');
  });
});

describe('what a settings save expires (settingsChange)', async () => {
  const { settingsChange } = await import('@/lib/business/clinic/company/service');
  type Row = Parameters<typeof settingsChange>[0];
  const row = { slug: 'clinic-a', name: { ru: 'Клиника' }, logo: null, address: { ru: 'Алматы' }, phones: ['+77010000000'], templateId: 'landing' } as unknown as Row;
  const tags = (after: Partial<Row>) => tagsToExpire('CLINIC_A', settingsChange(row, { ...row, ...after } as Row));

  it('a slug change expires the old and the new slug key and the directory', () => {
    expect(tags({ slug: 'clinic-b' })).toEqual(expect.arrayContaining(['site:clinic-a', 'site:clinic-b', 'directory', 'company:CLINIC_A']));
  });

  it('a name, logo, address or phones change expires the directory, no site key', () => {
    for (const after of [{ name: { ru: 'Другая' } }, { logo: '/api/uploads/x.png' }, { address: { ru: 'Ташкент' } }, { phones: [] }] as Partial<Row>[]) {
      const expired = tags(after);
      expect(expired).toContain('directory');
      expect(expired.some((tag) => tag.startsWith('site:'))).toBe(false);
    }
    expect(settingsChange(row, { ...row, name: { ru: 'Другая' } } as Row).tenant).toBe(true);
  });

  it('a template change expires the clinic only', () => {
    expect(new Set(tags({ templateId: 'landing-blog' } as Partial<Row>))).toEqual(new Set(everyTagOf('CLINIC_A')));
  });
});
