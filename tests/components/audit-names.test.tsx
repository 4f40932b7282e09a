// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { useAuditActionText, type AuditEntry } from '@/components/pro/audit/audit-entry';
import type { Locale } from '@/lib/i18n/locales';
import { clientNamespaces } from '@/lib/i18n/message-files';
import './helpers/ui-test-env';

// Issue 28: the log names what changed (the doctor's, page's, news item's, menu item's name, stored
// with the entry), not its number; entries written before keep their number, slug or code.

const entry = (ACTION: string, DETAILS: Record<string, unknown>): AuditEntry => ({
  ID: 1,
  ACTION,
  KIND: ACTION.split('.')[0],
  TARGET_ID: 41,
  USER: null,
  DETAILS,
  CREATED_AT: '2026-11-26T10:00:00.000Z',
});

function Texts({ entries }: { entries: AuditEntry[] }) {
  const text = useAuditActionText();
  return (
    <ul>
      {entries.map((item, index) => (
        <li key={index}>{text(item)}</li>
      ))}
    </ul>
  );
}

function texts(entries: AuditEntry[], locale: Locale = 'ru'): string[] {
  render(
    <NextIntlClientProvider locale={locale} messages={clientNamespaces(locale, ['Business'], ['Common'])} timeZone="Asia/Almaty">
      <Texts entries={entries} />
    </NextIntlClientProvider>,
  );
  const shown = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
  document.body.innerHTML = '';
  return shown;
}

describe('what the audit log names (issue 28)', () => {
  it('a doctor, a news item, a menu item and a page by the name stored with the entry', () => {
    expect(
      texts([
        entry('doctor.update', { slug: 'dmitriy-volkov', title: 'Волков Дмитрий Андреевич', changes: {} }),
        entry('news.publish', { title: 'Дни открытых дверей' }),
        entry('menu.delete', { title: 'Акции' }),
        entry('material.update', { code: 'price-list', title: 'Цены на услуги' }),
        entry('news.delete', { slug: 'den-otkrytyh-dverey', title: 'Дни открытых дверей' }),
      ]),
    ).toEqual([
      'Изменена карточка врача «Волков Дмитрий Андреевич»',
      'Новость «Дни открытых дверей» опубликована',
      'Пункт меню «Акции» удалён',
      'Материал «Цены на услуги» изменён',
      'Удалена новость «Дни открытых дверей»',
    ]);
  });

  it('in Kazakh, Uzbek and English too', () => {
    const doctor = entry('doctor.create', { title: 'Ким Елена' });
    expect(texts([doctor], 'kk')).toEqual(['«Ким Елена» дәрігері қосылды']);
    expect(texts([doctor], 'uz')).toEqual(['«Ким Елена» shifokori qoʻshildi']);
    expect(texts([doctor], 'en')).toEqual(['Doctor “Ким Елена” added']);
  });

  it('an entry written before names by number, slug or code as it did', () => {
    expect(
      texts([entry('doctor.update', { slug: 'dmitriy-volkov', changes: {} }), entry('news.create', { slug: 'den' }), entry('menu.create', { name: { ru: 'Акции' } }), entry('material.update', { code: 'price-list' })]),
    ).toEqual(['Изменена карточка врача № 41', 'Создана новость № 41 «den»', 'Пункт меню № 41 добавлен', 'Материал «price-list» изменён']);
  });
});
