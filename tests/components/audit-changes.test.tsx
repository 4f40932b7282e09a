// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { AuditEntryLine, type AuditEntry } from '@/components/pro/audit/audit-entry';
import { clientNamespaces } from '@/lib/i18n/message-files';
import './helpers/ui-test-env';

// Issue 19: the log says what an edit changed, field by field, in the member's language.

const entry = (details: Record<string, unknown>): AuditEntry => ({
  ID: 1,
  ACTION: 'company.update',
  KIND: 'company',
  TARGET_ID: 7,
  USER: { ID: 2, FULL_NAME: 'Ахметова Айгерим', EMAIL: null },
  DETAILS: details,
  CREATED_AT: '2026-11-26T10:00:00.000Z',
});

function renderLine(details: Record<string, unknown>, locale: 'ru' | 'kk' = 'ru') {
  render(
    <NextIntlClientProvider locale={locale} messages={clientNamespaces(locale, ['Business'], ['Common'])} timeZone="Asia/Almaty">
      <ul>
        <AuditEntryLine entry={entry(details)} action="Изменены настройки клиники" />
      </ul>
    </NextIntlClientProvider>,
  );
}

describe('audit entry changes', () => {
  it('lists each changed field with its value before and after', () => {
    renderLine({ changes: { phones: { before: ['+77273551234'], after: ['+77273551234', '+77015550101'] }, name: { before: { ru: 'Клиника' }, after: { ru: 'Клиника «Демо»', kk: 'Демо клиникасы' } }, is_active_online_entry: { before: false, after: true } } });
    expect(screen.getByText('Что изменено: 3 поля')).toBeTruthy();
    const phones = screen.getByText('Телефоны').parentElement!;
    expect(within(phones).getByText('+77273551234, +77015550101')).toBeTruthy();
    const name = screen.getByText('Название').parentElement!;
    expect(within(name).getByText('ru: Клиника «Демо» · kk: Демо клиникасы')).toBeTruthy();
    expect(within(screen.getByText('Онлайн-запись').parentElement!).getByText('да')).toBeTruthy();
  });

  it('a rich text is shown by its words, an unknown field by its name, and an entry without changes shows no list', () => {
    renderLine({ changes: { body: { before: null, after: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Приём по субботам' }] }] } }, extra_field: { before: 1, after: 2 } } }, 'kk');
    expect(screen.getByText('Приём по субботам')).toBeTruthy();
    expect(screen.getByText('extra_field')).toBeTruthy();
    expect(screen.getByText('Мәтін')).toBeTruthy();
  });

  it('an entry without changes shows only what was done', () => {
    renderLine({ slug: 'akcii' });
    expect(screen.queryByText(/Что изменено/)).toBeNull();
  });

  it('permissions show as their names, and a settings column in camelCase by its field label (issue 20)', () => {
    renderLine({ changes: { permissions: { before: ['content.edit'], after: ['content.edit', 'members.manage'] }, templateId: { before: 'landing-wide', after: 'landing-classic' }, faviconLink: { before: null, after: '/api/uploads/x.png' } } }, 'kk');
    const permissions = screen.getByText('Құқықтар').parentElement!;
    expect(within(permissions).getByText('Сайт материалдары, Қызметкерлер мен қатынау кодтары')).toBeTruthy();
    expect(within(permissions).queryByText(/content\.edit/)).toBeNull();
    expect(screen.getByText('Безендіру')).toBeTruthy();
    expect(screen.getByText('Сайт белгішесі')).toBeTruthy();
    expect(screen.queryByText('templateId')).toBeNull();
  });
});
