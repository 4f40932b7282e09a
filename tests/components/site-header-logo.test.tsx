// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/lib/site/load-site';
import ru from '@/messages/ru.json';
import { company } from '../unit/seo-fixtures';

// Issue 31: the clinic's logo on a phone. Below 640 px the header shows the clinic's 32 px square mark
// (its favicon, else its logo fitted in), from 640 px the whole logo; the layout itself is walk-site.spec's.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) => (key: string, values: Record<string, string> = {}) =>
    ((ru as unknown as Record<string, Record<string, string>>)[namespace][key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => values[name]),
}));
vi.mock('@/components/auth/account-button', () => ({ AccountButton: () => null }));
vi.mock('@/components/site/mobile-nav', () => ({ MobileNav: () => null }));
vi.mock('@/components/site/language-switcher', () => ({ LanguageSwitcher: () => null }));

const { SiteHeader } = await import('@/components/site/site-header');

const site = (overrides: Parameters<typeof company>[0]) =>
  ({ locale: 'ru', company: company(overrides), locales: ['ru'], links: { locale: 'ru', companySlug: 'demo-clinic', isExternalHost: false }, layout: 'landing', menu: [], homeLink: '/l/demo-clinic' }) as Site;

const images = () => [...document.querySelectorAll('header img')].map((image) => ({ kind: image.getAttribute('data-site-logo'), src: image.getAttribute('src'), alt: image.getAttribute('alt'), className: image.getAttribute('class') }));

afterEach(cleanup);

describe('SiteHeader: the logo on a phone (issue 31)', () => {
  it('the favicon as the phone’s 32 px mark, the whole logo from 640 px, both named as the clinic’s logo', async () => {
    render(await SiteHeader({ site: site({}), menuInColumn: false }));
    const [mark, wide] = images();
    expect(mark).toMatchObject({ kind: 'phone', src: '/demo/demo-clinic/favicon.svg', alt: 'Логотип: Клиника Демо Мед' });
    expect(mark.className).toContain('size-8');
    expect(mark.className).toContain('sm:hidden');
    expect(wide).toMatchObject({ kind: 'wide', src: '/demo/demo-clinic/logo.svg', alt: 'Логотип: Клиника Демо Мед' });
    expect(wide.className).toMatch(/(^| )hidden( |$)/);
    expect(wide.className).toContain('sm:block');
    // The name keeps its two lines beside the mark.
    expect(document.querySelector('[data-site-name]')!.className).toContain('line-clamp-2');
  });

  it('without a favicon the logo itself is fitted into the mark; without a logo there is no image at all', async () => {
    render(await SiteHeader({ site: site({ faviconLink: null }), menuInColumn: false }));
    expect(images().map(({ kind, src }) => ({ kind, src }))).toEqual([
      { kind: 'phone', src: '/demo/demo-clinic/logo.svg' },
      { kind: 'wide', src: '/demo/demo-clinic/logo.svg' },
    ]);
    expect(images()[0].className).toContain('object-contain');
    cleanup();
    render(await SiteHeader({ site: site({ logo: null }), menuInColumn: false }));
    expect(images()).toEqual([]);
  });
});
