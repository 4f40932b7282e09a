import { describe, expect, it } from 'vitest';
import { buildMenu } from '@/lib/menu/build-menu';
import { isMenuExemptPath, isPathInMenu } from '@/lib/menu/menu-check';
import type { MenuItemRecord } from '@/lib/menu/types';

// SPEC 2.5 "The company menu is checked on every landing navigation": one rule per test.

const record = (id: number, overrides: Partial<MenuItemRecord>): MenuItemRecord => ({
  id,
  name: { ru: `Пункт ${id}` },
  typeCode: null,
  relationType: 1,
  relationCode: null,
  alias: null,
  isHidden: false,
  items: [],
  ...overrides,
});

const menu = buildMenu(
  [
    record(1, { typeCode: 3 }),
    record(2, { items: [record(3, { typeCode: 12 }), record(4, { relationType: 2, relationCode: 'price-list' })] }),
    record(5, { typeCode: 9, alias: 'https://example.kz/symbols' }),
    record(6, { typeCode: 10, isHidden: true }),
  ],
  { locale: 'ru', companySlug: 'demo-clinic', isExternalHost: false, company: { emailForIssues: null, isActiveOnlineEntry: false }, layout: 'landing', homeTitle: 'Главная' },
);

describe('isPathInMenu', () => {
  it('SPEC 2.5: the company home is always allowed', () => {
    expect(isPathInMenu(menu, '')).toBe(true);
    expect(isPathInMenu(menu, '/')).toBe(true);
  });

  it('SPEC 2.5: a path that is in the menu is allowed (top level, child, material)', () => {
    expect(isPathInMenu(menu, 'about')).toBe(true);
    expect(isPathInMenu(menu, '/contacts/')).toBe(true);
    expect(isPathInMenu(menu, 'materials/price-list')).toBe(true);
  });

  it('SPEC 2.5: if the path is not in the menu and the route is not exempt, it is not allowed (redirect to company home)', () => {
    expect(isPathInMenu(menu, 'reviews')).toBe(false);
    expect(isPathInMenu(menu, 'gallery')).toBe(false); // hidden item
    expect(isPathInMenu(menu, 'state-symbols')).toBe(false); // external alias, not an in-site path
    expect(isPathInMenu(menu, 'about/extra')).toBe(false);
  });
});

describe('isMenuExemptPath: SPEC 2.5 "not paginator, news, material or specialist"', () => {
  it('SPEC 2.5: the paginator route is exempt', () => {
    expect(isMenuExemptPath('news/clinic-news/page/2')).toBe(true);
    expect(isPathInMenu(menu, 'news/clinic-news/page/2')).toBe(true);
  });

  it('SPEC 2.5: the news route is exempt', () => {
    expect(isMenuExemptPath('news')).toBe(true);
    expect(isPathInMenu(menu, '/news')).toBe(true);
  });

  it('SPEC 2.5: the news category route is exempt', () => {
    expect(isMenuExemptPath('news/clinic-news')).toBe(true);
  });

  it('SPEC 2.5: the news details route is exempt', () => {
    expect(isMenuExemptPath('news/clinic-news/new-mri-scanner')).toBe(true);
  });

  it('SPEC 2.5: the material route is exempt', () => {
    expect(isMenuExemptPath('materials/price-list')).toBe(true);
    expect(isPathInMenu(menu, 'materials/not-in-menu')).toBe(true);
  });

  it('SPEC 2.5: the specialist route and its reviews sub-route are exempt', () => {
    expect(isMenuExemptPath('specialists/ivanov')).toBe(true);
    expect(isMenuExemptPath('specialists/ivanov/reviews')).toBe(true);
    expect(isPathInMenu(menu, 'specialists/ivanov/reviews')).toBe(true);
  });

  it('SPEC 2.5: /specialists itself is NOT exempt', () => {
    expect(isMenuExemptPath('specialists')).toBe(false);
    expect(isPathInMenu(menu, 'specialists')).toBe(false);
  });

  it('SPEC 2.5: /materials itself is NOT exempt', () => {
    expect(isMenuExemptPath('materials')).toBe(false);
    expect(isPathInMenu(menu, 'materials/')).toBe(false);
  });

  it('SPEC 2.5: other routes are not exempt', () => {
    expect(isMenuExemptPath('about')).toBe(false);
    expect(isMenuExemptPath('reviews')).toBe(false);
    expect(isMenuExemptPath('newsletter')).toBe(false);
  });
});
