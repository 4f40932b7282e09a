// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportPanel } from '@/components/pro/imports/import-panel';
import type { ImportPreview } from '@/components/pro/imports/import-types';
import { ApiProvider } from '@/lib/api-client/provider';
import type { Locale } from '@/lib/i18n/locales';
import { clientNamespaces, MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { resetProState } from './helpers/pro-env';

// Issue 31: the import panel's preview of every row, the errors next to their cells in the user's
// language (words and a sign, not only colour), and the import offered only when no row has an error.

vi.mock('next/navigation', () => ({ usePathname: () => '/pro/DEMO/0/materials', useSearchParams: () => new URLSearchParams(), useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const WRITE = '/w-business/DEMO/0/business';
const PRO_LAYOUT_SHARED = ['Auth', 'Ui', 'FormErrors', 'Common', 'Weekdays', 'Imports'];

const columns = [
  { key: 'group_ru', heading: 'Группа (ru)' },
  { key: 'service_ru', heading: 'Услуга (ru)' },
  { key: 'price', heading: 'Цена' },
];
const withErrors: ImportPreview = {
  columns,
  rows: [
    { line: 2, values: { group_ru: 'Анализы', service_ru: 'Глюкоза', price: 'abc' }, errors: [{ field: 'price', code: 'price_not_number' }] },
    { line: 3, values: { group_ru: 'Анализы', service_ru: '', price: '100' }, errors: [{ field: 'service_ru', code: 'empty_name' }] },
    { line: 4, values: { group_ru: 'Анализы', service_ru: 'Ферритин', price: '900' }, errors: [] },
    { line: 5, values: { group_ru: 'Анализы', service_ru: 'Ферритин', price: '950' }, errors: [{ field: 'service_ru', code: 'duplicate_row', params: { line: 4 } }] },
  ],
  valid: 1,
  invalid: 3,
};
const clean: ImportPreview = { columns, rows: [withErrors.rows[2]], valid: 1, invalid: 0 };
let answer: ImportPreview = withErrors;
const imported = vi.fn();

const server = setupServer(...(['ru', 'kk'] as const).map((locale) => http.post(apiUrl(`${WRITE}/materials/import/preview`, locale), () => HttpResponse.json({ data: answer }))));
serveFormApi(server);

beforeEach(() => {
  answer = withErrors;
  imported.mockReset();
  resetProState();
});
afterEach(() => server.resetHandlers());

function renderPanel(locale: Locale) {
  return render(
    <NextIntlClientProvider locale={locale} messages={clientNamespaces(locale, ['Business'], PRO_LAYOUT_SHARED)} timeZone="Asia/Almaty">
      <WithApi locale={locale}>
        <ApiProvider>
          <ImportPanel intro="…" importTail="materials/import" templateTail="materials/import/template" templateName="prices-template" onImported={imported} />
        </ApiProvider>
      </WithApi>
    </NextIntlClientProvider>,
  );
}

const choose = (label: string) => fireEvent.change(screen.getByLabelText(label), { target: { files: [new File(['x'], 'prices.csv', { type: 'text/csv' })] } });

describe('import preview (issue 31)', () => {
  for (const locale of ['ru', 'kk'] as const) {
    it(`${locale}: every row with its line; each error next to its cell in the user's language; the import disabled while a row has an error`, async () => {
      const t = MESSAGES[locale].Imports;
      renderPanel(locale);
      const confirm = screen.getByRole('button', { name: t.ui.confirm.replace('{count}', '0') });
      expect((confirm as HTMLButtonElement).disabled).toBe(true);
      choose(t.ui.file);
      const table = await screen.findByRole('table');
      expect(screen.getByRole('region', { name: t.ui.tableLabel }).tabIndex).toBe(0);
      expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([t.ui.line, 'Группа (ru)', 'Услуга (ru)', 'Цена', t.ui.status]);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['2', '3', '4', '5']);
      const cells = (index: number) => within(rows[index]).getAllByRole('cell').map((cell) => cell.textContent);
      expect(cells(0)[2]).toBe(`abc⚠ ${t.rowErrors.price_not_number}`);
      expect(cells(1)[1]).toBe(`⚠ ${t.rowErrors.empty_name}`);
      expect(cells(2)[3]).toBe(t.ui.rowOk);
      expect(cells(3)[1]).toBe(`Ферритин⚠ ${t.rowErrors.duplicate_row.replace('{line}', '4')}`);
      expect(screen.getByText(t.ui.summary.replace('{ready}', '1').replace('{invalid}', '3'))).toBeTruthy();
      expect(screen.getByText(t.ui.fixAndRetry)).toBeTruthy();
      expect((screen.getByRole('button', { name: t.ui.confirm.replace('{count}', '1') }) as HTMLButtonElement).disabled).toBe(true);
    });
  }

  it('a file with no errors offers the import of its rows', async () => {
    answer = clean;
    renderPanel('ru');
    choose(MESSAGES.ru.Imports.ui.file);
    await screen.findByRole('table');
    expect((screen.getByRole('button', { name: 'Импортировать строки (1)' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
