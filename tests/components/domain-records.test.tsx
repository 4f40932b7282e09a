// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DomainRecords } from '@/components/pro/domains/domain-records';
import type { Domain } from '@/components/pro/domains/domain-types';
import { CopyButton } from '@/components/ui/copy-button';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { clientNamespaces } from '@/lib/i18n/message-files';
import './helpers/ui-test-env';

// Issue 31: the domains page's records (the short host with the full name, one set per case) and
// the copy button, with exactly the texts the /pro layout sends to the browser.

const PRO_LAYOUT_SHARED = ['Auth', 'Ui', 'FormErrors', 'Common'];
const writeText = vi.fn<(text: string) => Promise<void>>();

function renderIn(locale: Locale, element: React.ReactElement) {
  return render(
    <NextIntlClientProvider locale={locale} messages={clientNamespaces(locale, ['Business'], PRO_LAYOUT_SHARED)} timeZone="Asia/Almaty">
      {element}
    </NextIntlClientProvider>,
  );
}

const www: Domain = {
  ID: 5,
  HOST: 'www.clinic.kz',
  DISPLAY_HOST: 'www.clinic.kz',
  VERIFIED: false,
  VERIFIED_AT: null,
  IS_PRIMARY: false,
  VERIFICATION_LOST_AT: null,
  CLAIM_EXPIRES_AT: null,
  KIND: 'subdomain',
  ZONE: 'clinic.kz',
  RECORDS: [
    { TYPE: 'TXT', HOST: '_clinic-verification.www', NAME: '_clinic-verification.www.clinic.kz', VALUE: 'clinic-verification=abc' },
    { TYPE: 'CNAME', HOST: 'www', NAME: 'www.clinic.kz', VALUE: 'edge.platform.example' },
  ],
  ALIAS_INSTEAD: null,
  INGRESS_NAMED: true,
  POINTING: { STATE: 'missing', ADDRESSES: [] },
  STATE: 'unverified',
};

beforeEach(() => {
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

describe('CopyButton', () => {
  const COPY: Record<Locale, string> = { ru: 'Копировать', kk: 'Көшіру', uz: 'Nusxalash', en: 'Copy' };

  it.each(LOCALES)('%s: a button named by what it copies copies the value and announces it in a polite live region', async (locale) => {
    writeText.mockResolvedValue();
    renderIn(locale, <CopyButton value="clinic-verification=abc" what="TXT" />);
    const button = screen.getByRole('button', { name: `${COPY[locale]}: TXT` });
    button.focus();
    expect(document.activeElement).toBe(button);
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('clinic-verification=abc');
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toContain('TXT');
    expect(live.textContent).not.toBe('');
  });

  it('the "copied" state goes after a moment; a refused clipboard is said visibly', async () => {
    vi.useFakeTimers();
    writeText.mockResolvedValueOnce();
    renderIn('ru', <CopyButton value="www" what="хост записи CNAME" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Копировать: хост записи CNAME' })));
    expect(screen.getByRole('button', { name: 'Скопировано: хост записи CNAME' })).toBeTruthy();
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('Скопировано: хост записи CNAME');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: 'Копировать: хост записи CNAME' })).toBeTruthy();
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('');

    writeText.mockRejectedValueOnce(new Error('denied'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Копировать: хост записи CNAME' })));
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('Не удалось скопировать. Выделите текст и скопируйте вручную.');
  });
});

describe('DomainRecords', () => {
  it('a subdomain: the TXT and one CNAME, each with the short host, the full name beside it and copy buttons for host and value', async () => {
    writeText.mockResolvedValue();
    renderIn('ru', <DomainRecords domain={www} />);
    expect(screen.getAllByTestId(/^record-row-/).map((row) => row.dataset.testid)).toEqual(['record-row-TXT', 'record-row-CNAME']);
    const cname = screen.getByTestId('record-row-CNAME');
    expect(within(cname).getByTestId('record-host-CNAME').textContent).toBe('www');
    expect(cname.textContent).toContain('Полное имя: www.clinic.kz');
    expect(screen.getByText(/www\.clinic\.kz — поддомен/).textContent).toContain('«www»');
    await act(async () => fireEvent.click(within(cname).getByRole('button', { name: 'Копировать: значение записи CNAME' })));
    expect(writeText).toHaveBeenLastCalledWith('edge.platform.example');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Копировать: хост записи TXT' })));
    expect(writeText).toHaveBeenLastCalledWith('_clinic-verification.www');
  });

  it('an apex: A/AAAA at @ and the ALIAS offered instead; no ingress named: said plainly, only the TXT', () => {
    const apex: Domain = {
      ...www,
      HOST: 'clinic.kz',
      DISPLAY_HOST: 'clinic.kz',
      KIND: 'apex',
      RECORDS: [
        { TYPE: 'TXT', HOST: '_clinic-verification', NAME: '_clinic-verification.clinic.kz', VALUE: 'clinic-verification=abc' },
        { TYPE: 'A', HOST: '@', NAME: 'clinic.kz', VALUE: '203.0.113.10' },
        { TYPE: 'AAAA', HOST: '@', NAME: 'clinic.kz', VALUE: '2001:db8::10' },
      ],
      ALIAS_INSTEAD: { TYPE: 'ALIAS', HOST: '@', NAME: 'clinic.kz', VALUE: 'edge.platform.example' },
    };
    const { unmount } = renderIn('en', <DomainRecords domain={apex} />);
    expect(screen.getAllByTestId(/^record-row-/).map((row) => row.dataset.testid)).toEqual(['record-row-TXT', 'record-row-A', 'record-row-AAAA', 'record-row-ALIAS']);
    expect(screen.getByTestId('record-host-A').textContent).toBe('@');
    expect(screen.getByText(/one such record can replace the A and AAAA records/)).toBeTruthy();
    expect(screen.queryByTestId('domain-no-ingress')).toBeNull();
    unmount();

    renderIn('kk', <DomainRecords domain={{ ...www, RECORDS: [www.RECORDS[0]], INGRESS_NAMED: false }} />);
    expect(screen.getByTestId('domain-no-ingress').textContent).toMatch(/Платформа әзірге/);
    expect(screen.getAllByTestId(/^record-row-/)).toHaveLength(1);
  });
});
