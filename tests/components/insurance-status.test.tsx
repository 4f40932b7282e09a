// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';

// Issue 28: with no status provider configured the insurance page asked for an IIN and had no
// field. It now says the check is not on the site and leads to the official services.
const MESSAGES = { ru, kk, uz, en } as const;
type Node = Record<string, unknown>;

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) => {
    const base = namespace.split('.').reduce((node: Node, key) => node[key] as Node, MESSAGES[locale] as unknown as Node);
    return (key: string) => key.split('.').reduce((node: unknown, part) => (node as Node)[part], base) as string;
  },
}));
// The page's frame, not under test here: the menu's title, the breadcrumbs, and the official list (an async server component).
vi.mock('@/lib/site/load-site', () => ({ sectionTitle: (_site: unknown, _slug: string, fallback: string) => fallback }));
vi.mock('@/lib/seo/site-json-ld', () => ({ breadcrumbsJsonLd: () => ({}) }));
vi.mock('@/components/seo/json-ld', () => ({ JsonLd: () => null }));
vi.mock('@/components/insurance/official-services', () => ({
  OfficialServices: () => (
    <section aria-labelledby="osms-official-title">
      <h2 id="osms-official-title">official</h2>
    </section>
  ),
}));

const { InsuranceStatusView } = await import('@/components/insurance/insurance-status-view');
const site = (locale: Locale) => ({ locale, company: { code: 'DEMO' } }) as unknown as Parameters<typeof InsuranceStatusView>[0]['site'];

afterEach(cleanup);

describe('the insurance-status page without a status provider (issue 28)', () => {
  it.each(['ru', 'kk', 'uz', 'en'] as const)('%s: no IIN asked for, the check said to be unavailable, a link to the official services', async (locale) => {
    const t = MESSAGES[locale].InsuranceCheck;
    render(await InsuranceStatusView({ site: site(locale), material: null, providerConfigured: false }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(t.intro)).toBeNull();
    expect(screen.getByText(t.introNoCheck)).toBeTruthy();
    expect(screen.getByText(t.notConfigured)).toBeTruthy();
    const link = screen.getByRole('link', { name: t.officialLink });
    expect(link.getAttribute('href')).toBe('#osms-official-title');
    expect(document.getElementById('osms-official-title')).not.toBeNull();
  });

  it('the texts differ per language and none of them asks to enter the IIN', () => {
    const intros = Object.values(MESSAGES).map((m) => m.InsuranceCheck.introNoCheck);
    expect(new Set(intros).size).toBe(4);
    for (const text of intros) expect(text).not.toMatch(/Введите|енгізіңіз|kiriting|Enter/);
  });
});
