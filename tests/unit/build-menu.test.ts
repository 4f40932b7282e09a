import { describe, expect, it } from 'vitest';
import { buildMenu, hasOwnPage, menuItemSlug, ownEntryId, type BuildMenuOptions } from '@/lib/menu/build-menu';
import { isPathInMenu } from '@/lib/menu/menu-check';
import { pagesLost } from '@/lib/menu/reachable';
import { MENU_ALIASES, SECTION_TYPES, sectionSlug } from '@/lib/menu/section-types';
import type { MenuItemRecord } from '@/lib/menu/types';

// SPEC 2.3-2.5, one rule per test. Items are built from plain records; no database.

let nextId = 1;
function item(overrides: Partial<MenuItemRecord> = {}): MenuItemRecord {
  return {
    id: nextId++,
    name: { ru: 'Раздел' },
    typeCode: 3,
    relationType: 1,
    relationCode: null,
    alias: null,
    isHidden: false,
    items: [],
    ...overrides,
  };
}

function options(overrides: Partial<BuildMenuOptions> = {}): BuildMenuOptions {
  return {
    locale: 'ru',
    companySlug: 'demo-clinic',
    isExternalHost: false,
    company: { emailForIssues: 'issues@demo.kz', isActiveOnlineEntry: true },
    layout: 'landing',
    homeTitle: 'Главная',
    ...overrides,
  };
}

const links = (menu: ReturnType<typeof buildMenu>) => menu.map((entry) => entry.link);

describe('buildMenu: SPEC 2.5 menu construction', () => {
  it('SPEC 2.5: a menu starts with a leading Home entry', () => {
    const menu = buildMenu([item({ typeCode: 3 })], options());
    expect(menu[0]).toEqual({ id: 'home', title: 'Главная', link: '/l/demo-clinic', slug: '', spa: true, items: [] });
    expect(links(menu)).toEqual(['/l/demo-clinic', '/l/demo-clinic/about']);
  });

  it('SPEC 2.5: the landing-blog layout shows only the Home entry', () => {
    const menu = buildMenu([item({ typeCode: 3 }), item({ typeCode: 12 })], options({ layout: 'landing-blog' }));
    expect(menu).toHaveLength(1);
    expect(menu[0].id).toBe('home');
  });

  it('SPEC 2.5: an item is dropped if it is hidden', () => {
    const menu = buildMenu([item({ typeCode: 3, isHidden: true }), item({ typeCode: 12 })], options());
    expect(links(menu)).toEqual(['/l/demo-clinic', '/l/demo-clinic/contacts']);
  });

  it('SPEC 2.5: an item is dropped if it points to a relation of type 2 without a code', () => {
    const menu = buildMenu(
      [item({ typeCode: 4, relationType: 2, relationCode: null }), item({ typeCode: 4, relationType: 2, relationCode: 'price-list' })],
      options(),
    );
    expect(links(menu)).toEqual(['/l/demo-clinic', '/l/demo-clinic/materials/price-list']);
  });

  it('SPEC 2.5: an item is dropped if it has no sub-items left', () => {
    const emptied = item({ typeCode: null, items: [item({ typeCode: 3, isHidden: true }), item({ relationType: 2, relationCode: null })] });
    const kept = item({ typeCode: null, items: [item({ typeCode: 3, isHidden: true }), item({ typeCode: 12 })] });
    const menu = buildMenu([emptied, kept], options());
    expect(menu.map((entry) => entry.id)).toEqual(['home', kept.id]);
    expect(menu[1].items.map((child) => child.slug)).toEqual(['contacts']);
  });

  it('SPEC 2.5: the ask-question item shows only when the company has an issues e-mail configured', () => {
    const items = [item({ typeCode: 7 })];
    expect(links(buildMenu(items, options()))).toEqual(['/l/demo-clinic', '/l/demo-clinic/ask-question']);
    const without = buildMenu(items, options({ company: { emailForIssues: null, isActiveOnlineEntry: true } }));
    expect(links(without)).toEqual(['/l/demo-clinic']);
    const blank = buildMenu(items, options({ company: { emailForIssues: '', isActiveOnlineEntry: true } }));
    expect(links(blank)).toEqual(['/l/demo-clinic']);
  });

  it('SPEC 2.5: the appointment item shows only when online entry is active', () => {
    const items = [item({ typeCode: 6 })];
    expect(links(buildMenu(items, options()))).toEqual(['/l/demo-clinic', '/l/demo-clinic/appointment']);
    const off = buildMenu(items, options({ company: { emailForIssues: 'issues@demo.kz', isActiveOnlineEntry: false } }));
    expect(links(off)).toEqual(['/l/demo-clinic']);
  });
});

describe('buildMenu: SPEC 2.4 links', () => {
  it('SPEC 2.4: a parent menu item takes the link of its first child', () => {
    const parent = item({ typeCode: null, name: { ru: 'Пациентам' }, items: [item({ typeCode: 10 }), item({ typeCode: 12 })] });
    const [, entry] = buildMenu([parent], options());
    expect(entry.title).toBe('Пациентам');
    expect(entry.link).toBe('/l/demo-clinic/gallery');
    expect(entry.slug).toBe('gallery');
    expect(entry.items.map((child) => child.link)).toEqual(['/l/demo-clinic/gallery', '/l/demo-clinic/contacts']);
  });

  it('SPEC 2.4: a parent takes the link of its first child that is left, not of a dropped one', () => {
    const parent = item({ typeCode: null, items: [item({ typeCode: 7 }), item({ typeCode: 12 })] });
    const [, entry] = buildMenu([parent], options({ company: { emailForIssues: null, isActiveOnlineEntry: true } }));
    expect(entry.link).toBe('/l/demo-clinic/contacts');
  });

  it('SPEC 2.4: on a non-official (external) host, menu links are root-relative paths such as /materials/{code}', () => {
    const menu = buildMenu([item({ relationType: 2, relationCode: 'price-list' }), item({ typeCode: 3 })], options({ isExternalHost: true }));
    expect(links(menu)).toEqual(['/', '/materials/price-list', '/about']);
  });

  it('SPEC 2.4: on an external host, links carry the locale prefix (/kk), none for ru', () => {
    const items = [item({ relationType: 2, relationCode: 'price-list' })];
    expect(links(buildMenu(items, options({ isExternalHost: true, locale: 'kk' })))).toEqual(['/kk', '/kk/materials/price-list']);
    expect(links(buildMenu(items, options({ isExternalHost: true, locale: 'ru' })))).toEqual(['/', '/materials/price-list']);
  });

  it('SPEC 2.4: otherwise links are under /l/{companySlug}/...', () => {
    const menu = buildMenu([item({ relationType: 2, relationCode: 'price-list' }), item({ typeCode: 5 })], options());
    expect(links(menu)).toEqual(['/l/demo-clinic', '/l/demo-clinic/materials/price-list', '/l/demo-clinic/specialists']);
  });

  it('SPEC 2.4: links under /l/{companySlug}/ carry the locale prefix (/kk), none for ru', () => {
    const items = [item({ typeCode: 1 })];
    expect(links(buildMenu(items, options({ locale: 'kk' })))).toEqual(['/kk/l/demo-clinic', '/kk/l/demo-clinic/news']);
    expect(links(buildMenu(items, options({ locale: 'en' })))).toEqual(['/en/l/demo-clinic', '/en/l/demo-clinic/news']);
    expect(links(buildMenu(items, options({ locale: 'ru' })))).toEqual(['/l/demo-clinic', '/l/demo-clinic/news']);
  });

  it('SPEC 3 "spa": an item whose alias is an absolute URL links there with a full page load (spa false)', () => {
    const [, entry] = buildMenu([item({ typeCode: 3, alias: 'https://egov.kz/services' })], options());
    expect(entry).toMatchObject({ link: 'https://egov.kz/services', spa: false, slug: '' });
  });

  it('SPEC 3 "spa": an in-site item is spa true', () => {
    const [, entry] = buildMenu([item({ typeCode: 3 })], options());
    expect(entry.spa).toBe(true);
  });
});

describe('SPEC 2.3 section types and slugs', () => {
  const expected: Record<number, string | null> = {
    1: 'news',
    2: 'reviews',
    3: 'about',
    4: 'materials',
    5: 'specialists',
    6: 'appointment',
    7: 'ask-question',
    8: 'reviews',
    9: 'state-symbols',
    10: 'gallery',
    11: 'determine',
    12: 'contacts',
    13: null,
  };

  it('SPEC 2.3: menu item type codes 1 to 13 are section types and map to their slugs', () => {
    expect(Object.keys(SECTION_TYPES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    for (const [code, slug] of Object.entries(expected)) expect(sectionSlug(Number(code))).toBe(slug);
    expect(sectionSlug(14)).toBeNull();
    expect(sectionSlug(null)).toBeNull();
  });

  it('SPEC 2.3: every section type 1..12 links to its slug in the built menu', () => {
    const items = Object.keys(expected)
      .map(Number)
      .filter((code) => code !== 13)
      .map((code) => item({ typeCode: code }));
    const menu = buildMenu(items, options());
    expect(menu.slice(1).map((entry) => entry.link)).toEqual(
      Object.values(expected)
        .filter((slug): slug is string => slug !== null)
        .map((slug) => `/l/demo-clinic/${slug}`),
    );
  });

  it('SPEC 2.3: discounts and promotions (13) has no slug, so it links to the company home', () => {
    const [, entry] = buildMenu([item({ typeCode: 13 })], options({ locale: 'kk' }));
    expect(entry.link).toBe('/kk/l/demo-clinic');
    const [, external] = buildMenu([item({ typeCode: 13 })], options({ isExternalHost: true }));
    expect(external.link).toBe('/');
  });

  it('SPEC 2.3: menu aliases in Russian map to state-symbols, gobmp, osms, gallery and medical-director', () => {
    const aliases = ['Государственные символы', 'ГОБМП', 'ОСМС', 'Фотогалерея', 'Блог главного врача'];
    expect(aliases.map((alias) => MENU_ALIASES[alias])).toEqual(['state-symbols', 'gobmp', 'osms', 'gallery', 'medical-director']);
    const menu = buildMenu(
      aliases.map((alias) => item({ typeCode: 3, alias })),
      options(),
    );
    expect(links(menu).slice(1)).toEqual([
      '/l/demo-clinic/state-symbols',
      '/l/demo-clinic/gobmp',
      '/l/demo-clinic/osms',
      '/l/demo-clinic/gallery',
      '/l/demo-clinic/medical-director',
    ]);
  });

  it('SPEC 2.3: an alias wins over the section type and the material relation', () => {
    expect(menuItemSlug({ alias: ' ОСМС ', relationType: 2, relationCode: 'x', typeCode: 4 })).toBe('osms');
    expect(menuItemSlug({ alias: 'unknown alias', relationType: 1, relationCode: null, typeCode: 12 })).toBe('contacts');
  });
});

describe('SPEC 3 menu item title', () => {
  it('SPEC 3 "title": the title is picked in the current locale', () => {
    const [, entry] = buildMenu([item({ name: { ru: 'О компании', kk: 'Компания туралы' } })], options({ locale: 'kk' }));
    expect(entry.title).toBe('Компания туралы');
  });

  it('SPEC 3 "title": a title missing in the current locale falls back to ru', () => {
    const [, entry] = buildMenu([item({ name: { ru: 'О компании', kk: '  ' } })], options({ locale: 'kk' }));
    expect(entry.title).toBe('О компании');
    const [, en] = buildMenu([item({ name: { ru: 'О компании' } })], options({ locale: 'en' }));
    expect(en.title).toBe('О компании');
  });
});

describe('buildMenu: an item with a page of its own keeps it when it gets sub-items (issue 31)', () => {
  it('its page is its group\'s first entry, and the group links there', () => {
    const parent = item({ typeCode: 3, name: { ru: 'О клинике' }, items: [item({ typeCode: 12, name: { ru: 'Контакты' } })] });
    const [, entry] = buildMenu([parent], options());
    expect(entry).toMatchObject({ id: parent.id, title: 'О клинике', link: '/l/demo-clinic/about', slug: 'about' });
    expect(entry.items).toEqual([
      { id: ownEntryId(parent.id), title: 'О клинике', link: '/l/demo-clinic/about', slug: 'about', spa: true, items: [] },
      expect.objectContaining({ title: 'Контакты', link: '/l/demo-clinic/contacts' }),
    ]);
    expect(isPathInMenu(buildMenu([parent], options()), 'about')).toBe(true);
  });

  it('a material item and an external link keep theirs too; a group (no page) does not get one', () => {
    const material = item({ relationType: 2, relationCode: 'price-list', items: [item({ typeCode: 12 })] });
    const external = item({ alias: 'https://egov.kz', items: [item({ typeCode: 12 })] });
    const group = item({ typeCode: null, items: [item({ typeCode: 12 })] });
    const [, a, b, c] = buildMenu([material, external, group], options());
    expect(a.items[0]).toMatchObject({ link: '/l/demo-clinic/materials/price-list', spa: true });
    expect(b.items[0]).toMatchObject({ link: 'https://egov.kz', spa: false });
    expect(c.items.map((entry) => entry.slug)).toEqual(['contacts']);
    expect([hasOwnPage(material), hasOwnPage(external), hasOwnPage(group)]).toEqual([true, true, false]);
  });

  it('an item with a page of its own whose sub-items are all dropped stays, as a plain link', () => {
    const parent = item({ typeCode: 3, items: [item({ typeCode: 12, isHidden: true })] });
    const [, entry] = buildMenu([parent], options());
    expect(entry).toMatchObject({ link: '/l/demo-clinic/about', items: [] });
  });
});

describe('pagesLost: the pages a change of the menu takes off the site', () => {
  it('nesting under an item with its own page loses nothing; moving under a hidden group loses the page', () => {
    const about = item({ typeCode: 3 });
    const contacts = item({ typeCode: 12, name: { ru: 'Контакты' } });
    const hiddenGroup = item({ typeCode: null, isHidden: true });
    const before = [about, contacts, { ...hiddenGroup, items: [] }];
    expect(pagesLost(before, [{ ...about, items: [contacts] }, hiddenGroup], options())).toEqual([]);
    expect(pagesLost(before, [about, { ...hiddenGroup, items: [contacts] }], options())).toEqual([{ id: contacts.id, title: 'Контакты', page: 'contacts' }]);
  });

  it('a page another item still leads to is not lost', () => {
    const contacts = item({ typeCode: 12 });
    const again = item({ typeCode: 12 });
    const hiddenGroup = item({ typeCode: null, isHidden: true });
    expect(pagesLost([contacts, again, hiddenGroup], [again, { ...hiddenGroup, items: [contacts] }], options())).toEqual([]);
  });
});
