// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/lib/site/load-site';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { company } from '../unit/seo-fixtures';

// Issue 31: the site's footer names the clinic as a legal person (legal name, BIN or INN, the
// medical licence), links the privacy policy and the menu's main links; a server component.
const FILES = { ru, kk } as Record<string, unknown>;
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) => {
    const base = namespace.split('.').reduce((node: Record<string, unknown>, key) => node[key] as Record<string, unknown>, FILES[locale] as Record<string, unknown>);
    return (key: string, values: Record<string, unknown> = {}) => {
      const text = key.split('.').reduce((node: unknown, part) => (node as Record<string, unknown>)[part], base) as string;
      return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
    };
  },
}));

const { SiteFooter } = await import('@/components/site/site-footer');

const entry = (id: number, title: string, slug: string, items: Site['menu'] = []) => ({ id, title, link: `/l/demo-clinic/${slug}`, slug, spa: true, items });
const menu: Site['menu'] = [entry(1, 'О клинике', 'about'), entry(2, 'Пациентам', '', [entry(3, 'Выбрать врача', 'specialists'), entry(4, 'Прейскурант', 'prices')]), entry(5, 'Контакты', 'contacts')];

function site(locale: 'ru' | 'kk', overrides: Parameters<typeof company>[0] = {}, isExternalHost = false): Site {
  return {
    locale,
    company: company(overrides),
    locales: ['ru', 'kk'],
    links: { locale, companySlug: 'demo-clinic', isExternalHost },
    layout: 'landing',
    menu,
    homeLink: '/l/demo-clinic',
  } as Site;
}

afterEach(cleanup);

describe('SiteFooter', () => {
  it('shows the legal name, BIN and licence, the privacy policy and the menu’s main links', async () => {
    render(await SiteFooter({ site: site('ru', { legalName: { ru: 'ТОО «Демо Мед»' }, taxId: '971240001315', licenseNumber: '02345ДЗ', licenseDate: '2019-04-15' }) }));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('ТОО «Демо Мед»')).toBeTruthy();
    expect(within(footer).getByText('БИН 971240001315')).toBeTruthy();
    expect(within(footer).getByText('Лицензия на медицинскую деятельность № 02345ДЗ от 15.04.2019')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Политика конфиденциальности' }).getAttribute('href')).toBe('/l/demo-clinic/privacy');
    const links = within(within(footer).getByRole('navigation', { name: 'Разделы сайта' })).getAllByRole('link');
    // A group is listed by its own entries.
    expect(links.map((link) => link.textContent)).toEqual(['О клинике', 'Выбрать врача', 'Прейскурант', 'Контакты']);
    expect(footer.querySelector('script')).toBeNull();
  });

  it('in Kazakh on the clinic’s domain: the legal name’s translation, an INN, the policy at /kk/privacy', async () => {
    render(await SiteFooter({ site: site('kk', { legalName: { ru: 'ООО «Демо»', kk: '«Демо» ЖШС' }, taxId: '302345678', licenseNumber: 'L-7' }, true) }));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('«Демо» ЖШС')).toBeTruthy();
    expect(within(footer).getByText('ИНН 302345678')).toBeTruthy();
    expect(within(footer).getByText('Медициналық қызметке лицензия № L-7')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Құпиялылық саясаты' }).getAttribute('href')).toBe('/kk/privacy');
  });

  it('without legal details: no empty lines, the policy link still there', async () => {
    render(await SiteFooter({ site: site('ru') }));
    const details = screen.getByRole('contentinfo').querySelector('[data-legal-details]')!;
    expect(details.querySelectorAll('p')).toHaveLength(1);
    expect(within(details as HTMLElement).getByRole('link', { name: 'Политика конфиденциальности' })).toBeTruthy();
  });
});
