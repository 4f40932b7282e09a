// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DoctorsPage } from '@/components/pro/doctors/doctors-page';
import type { ImportPreview } from '@/components/pro/imports/import-types';
import { ApiProvider } from '@/lib/api-client/provider';
import type { Locale } from '@/lib/i18n/locales';
import { clientNamespaces, MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { resetProState } from './helpers/pro-env';
import { doctorWire } from '../helpers/doctor-wire';

// Issue 31: doctors from a spreadsheet on the doctors page — one «Импорт из файла» entry, the
// generic panel with the doctors' preview (errors per cell, a row that updates a doctor already
// on the site said so in words), the import offered only without errors, and after it the list
// with the new doctors and the way to their photos in bulk.

vi.mock('next/navigation', () => ({ usePathname: () => '/pro/DEMO/0/doctors', useSearchParams: () => new URLSearchParams(), useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
vi.mock('next/link', () => ({ default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const READ = '/business-api-front2/DEMO/0/business';
const WRITE = '/w-business/DEMO/0/business';
const PRO_LAYOUT_SHARED = ['Auth', 'Ui', 'FormErrors', 'Common', 'Weekdays', 'Imports'];

const doctor = (ID: number, ru: string) => doctorWire(ID, ru);

const columns = [
  { key: 'name_ru', heading: 'ФИО (ru)' },
  { key: 'specialty_ru', heading: 'Специальность (ru)' },
  { key: 'experience', heading: 'Стаж' },
];
const taken = { line: 3, values: { name_ru: 'Иванова Анна', specialty_ru: '', experience: '10' }, errors: [], notes: [{ field: 'name_ru', code: 'name_taken' }] };
const withErrors: ImportPreview = {
  columns,
  rows: [
    { line: 2, values: { name_ru: '', specialty_ru: 'Хирург', experience: 'пять' }, errors: [{ field: 'name_ru', code: 'empty_name' }, { field: 'experience', code: 'experience_not_number' }] },
    taken,
    { line: 4, values: { name_ru: 'Иванова Анна', specialty_ru: 'Лор', experience: '' }, errors: [{ field: 'name_ru', code: 'duplicate_row', params: { line: 3 } }] },
  ],
  valid: 1,
  invalid: 2,
};
const clean: ImportPreview = { columns, rows: [{ line: 2, values: { name_ru: 'Ким Виктор', specialty_ru: 'Хирург', experience: '7' }, errors: [] }, taken], valid: 2, invalid: 0 };
let answer: ImportPreview = withErrors;
let list = [doctor(1, 'Иванова Анна')];
const imports = vi.fn();

const server = setupServer(
  ...(['ru', 'kk'] as const).flatMap((locale) => [
    http.get(apiUrl(`${READ}/doctors`, locale), () => HttpResponse.json({ data: list })),
    http.post(apiUrl(`${WRITE}/doctors/import/preview`, locale), () => HttpResponse.json({ data: answer })),
    http.post(apiUrl(`${WRITE}/doctors/import`, locale), () => {
      imports();
      list = [doctor(1, 'Иванова Анна'), doctor(2, 'Ким Виктор')];
      return HttpResponse.json({ data: list, created: 1, updated: 1 });
    }),
  ]),
);
serveFormApi(server);

beforeEach(() => {
  answer = withErrors;
  list = [doctor(1, 'Иванова Анна')];
  imports.mockReset();
  resetProState();
});
afterEach(() => server.resetHandlers());

function renderPage(locale: Locale) {
  return render(
    <NextIntlClientProvider locale={locale} messages={clientNamespaces(locale, ['Business'], PRO_LAYOUT_SHARED)} timeZone="Asia/Almaty">
      <WithApi locale={locale}>
        <ApiProvider>
          <DoctorsPage />
        </ApiProvider>
      </WithApi>
    </NextIntlClientProvider>,
  );
}

async function openAndChoose(locale: Locale) {
  const t = MESSAGES[locale].Imports.ui;
  const entry = await screen.findByRole('button', { name: t.open });
  expect(entry.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(entry);
  expect(screen.getByText(t.doctorsIntro)).toBeTruthy();
  expect(screen.getByText(t.doctorsNote)).toBeTruthy();
  fireEvent.change(screen.getByLabelText(t.file), { target: { files: [new File(['x'], 'doctors.csv', { type: 'text/csv' })] } });
  return screen.findByRole('table');
}

describe('doctors import (issue 31)', () => {
  for (const locale of ['ru', 'kk'] as const) {
    it(`${locale}: errors next to their cells, the row of a doctor already on the site marked as an update, the import disabled while a row has an error`, async () => {
      const t = MESSAGES[locale].Imports;
      renderPage(locale);
      const table = await openAndChoose(locale);
      const rows = within(table).getAllByRole('row').slice(1);
      const cells = (index: number) => within(rows[index]).getAllByRole('cell').map((cell) => cell.textContent);
      expect(cells(0)[0]).toBe(`⚠ ${t.rowErrors.empty_name}`);
      expect(cells(0)[2]).toBe(`пять⚠ ${t.rowErrors.experience_not_number}`);
      expect(cells(0)[3]).toBe(t.ui.rowErrors.replace('{count}', '2'));
      expect(cells(1)[3]).toBe(t.rowNotes.name_taken);
      expect(cells(2)[0]).toBe(`Иванова Анна⚠ ${t.rowErrors.duplicate_row.replace('{line}', '3')}`);
      expect(screen.getByText(t.ui.summary.replace('{ready}', '1').replace('{invalid}', '2'))).toBeTruthy();
      expect((screen.getByRole('button', { name: t.ui.confirm.replace('{count}', '1') }) as HTMLButtonElement).disabled).toBe(true);
      expect(imports).not.toHaveBeenCalled();
    });
  }

  it('a file without errors imports; the list shows the new doctor and links to the photos in bulk', async () => {
    answer = clean;
    const t = MESSAGES.ru.Imports.ui;
    renderPage('ru');
    const table = await openAndChoose('ru');
    expect(within(table).getByText(MESSAGES.ru.Imports.rowNotes.name_taken)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: t.confirm.replace('{count}', '2') }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    const done = await screen.findByText((_, element) => element?.hasAttribute('data-doctors-imported') ?? false);
    expect(imports).toHaveBeenCalledTimes(1);
    expect(done.textContent).toContain(t.doctorsImported.replace('{created}', '1').replace('{updated}', '1'));
    expect(within(done).getByRole('link', { name: MESSAGES.ru.BusinessDoctorPhotos.entry }).getAttribute('href')).toBe('/pro/DEMO/0/doctors?view=photos');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ким Виктор' })).toBeTruthy());
    expect(screen.queryByRole('table')).toBeNull();
  });
});
