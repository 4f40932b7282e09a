// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkPhotosPanel } from '@/components/pro/doctors/bulk-photos-panel';
import { ApiProvider } from '@/lib/api-client/provider';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { companyRow, resetProState } from './helpers/pro-env';
import { doctorWire } from '../helpers/doctor-wire';

// Doctors' photos in bulk (components/pro/doctors/bulk-photos-*.tsx) against the photo endpoint's shapes (lib/business/site/doctors/routes.ts).
vi.mock('next/navigation', () => ({ usePathname: () => '/pro/DEMO/0/doctors', useRouter: () => ({ push: vi.fn(), replace: vi.fn() }), useSearchParams: () => new URLSearchParams('view=photos') }));
vi.mock('next/link', () => ({ default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const READ = '/business-api-front2/DEMO/0/business';
const WRITE = '/w-business/DEMO/0/business';
const doctor = (ID: number, ru: string, SLUG: string, PHOTO: string | null = null) => doctorWire(ID, ru, SLUG, PHOTO);
const doctors = [
  doctor(1, 'Иванова Анна Сергеевна', 'ivanova-anna'),
  doctor(2, 'Волков Дмитрий Андреевич', 'volkov-dmitriy', '/files/volkov.webp'),
  doctor(3, 'Жумабекова Асель Кайратовна', 'zhumabekova-asel'),
  doctor(4, 'Ким Ольга', 'kim-olga'),
  doctor(5, 'Ким Сергей', 'kim-sergey'),
];

/** The photo uploads the server received: the doctor and the file's content (jsdom's XMLHttpRequest sends no file name: «blob»). */
let received: { id: number; name: string }[] = [];
const handlers = (locale: Locale) => [
  http.get(apiUrl(`${READ}/doctors`, locale), () => HttpResponse.json({ data: doctors })),
  http.post(apiUrl(`${WRITE}/doctors/:id/photo`, locale), async ({ request, params }) => {
    const photo = (await request.formData()).get('photo') as File;
    const id = Number(params.id);
    const content = await photo.text();
    received.push({ id, name: content });
    if (content === 'not a picture') return HttpResponse.json({ error: { code: 'invalid_image', message: 'Not an image', fields: { photo: 'not_an_image' } } }, { status: 400 });
    return HttpResponse.json({ data: { ...doctors.find((item) => item.ID === id)!, PHOTO: `/files/${id}.webp` } });
  }),
];
const server = setupServer(...handlers('ru'), ...handlers('kk'));
serveFormApi(server);

beforeEach(() => {
  received = [];
  resetProState(companyRow());
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(n += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

function renderPanel(locale: Locale = 'ru') {
  const messages = MESSAGES[locale];
  const namespaces = Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('Business') || ['Ui', 'Forms'].includes(key)));
  return render(
    <NextIntlClientProvider locale={locale} messages={namespaces} timeZone="Asia/Almaty">
      <WithApi locale={locale}>
        <ApiProvider>
          <BulkPhotosPanel />
        </ApiProvider>
      </WithApi>
    </NextIntlClientProvider>,
  );
}

/** A picture file whose bytes are its name (so the server's side can tell which it got). */
const image = (name: string) => new File([name], name, { type: 'image/jpeg' });
async function drop(locale: Locale, files: File[]) {
  const input = await screen.findByLabelText(MESSAGES[locale].BusinessDoctorPhotos.file);
  fireEvent.change(input, { target: { files } });
  return within(await screen.findByRole('list', { name: MESSAGES[locale].BusinessDoctorPhotos.listLabel })).getAllByRole('listitem');
}
const select = (locale: Locale, name: string) => screen.getByRole('combobox', { name: MESSAGES[locale].BusinessDoctorPhotos.doctor.replace('{name}', name) }) as HTMLSelectElement;

describe('doctors\' photos in bulk', () => {
  const ru = MESSAGES.ru.BusinessDoctorPhotos;

  it('lists each file with its thumbnail and the doctor found by name; the unmatched and the ambiguous get a select; nothing is sent before the button', async () => {
    renderPanel();
    const rows = await drop('ru', [image('Анна Иванова.jpg'), image('IMG_0042.jpg'), image('Ким.jpg')]);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('img', { name: ru.thumbnail.replace('{name}', 'Анна Иванова.jpg') }).getAttribute('src')).toMatch(/^blob:/);
    expect(rows[0].textContent).toContain('Иванова Анна Сергеевна');
    expect(select('ru', 'Анна Иванова.jpg').value).toBe('1');
    expect(rows[0].textContent).toContain(ru.matched);
    expect(select('ru', 'IMG_0042.jpg').value).toBe('');
    expect(rows[1].textContent).toContain(ru.none);
    // Two doctors named Kim: no choice is made for the owner; both are offered first.
    const kim = select('ru', 'Ким.jpg');
    expect(kim.value).toBe('');
    expect(rows[2].textContent).toContain(ru.severalDoctors);
    const fits = within(kim).getByRole('group', { name: ru.fits });
    expect(within(fits).getAllByRole('option').map((option) => option.textContent)).toEqual(['Ким Ольга', 'Ким Сергей']);
    expect(screen.getByRole('button', { name: ru.upload.replace('{count}', '1') })).toBeTruthy();
    expect(received).toEqual([]);
  });

  it('a doctor with a photo is marked and replaced only when ticked; two files for one doctor stop the upload', async () => {
    renderPanel();
    const rows = await drop('ru', [image('volkov_dmitriy.jpg'), image('Жумабекова.png')]);
    expect(select('ru', 'volkov_dmitriy.jpg').value).toBe('2');
    expect(rows[0].textContent).toContain(ru.hasPhoto);
    expect(screen.getByRole('button', { name: ru.upload.replace('{count}', '1') })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: ru.replace.replace('{name}', 'Волков Дмитрий Андреевич') }));
    expect(screen.getByRole('button', { name: ru.upload.replace('{count}', '2') })).toBeTruthy();
    fireEvent.change(select('ru', 'Жумабекова.png'), { target: { value: '2' } });
    expect(rows[1].textContent).toContain(ru.sameDoctor);
    fireEvent.click(screen.getByRole('button', { name: ru.upload.replace('{count}', '1') }));
    expect((await screen.findByRole('alert')).textContent).toBe(ru.duplicates);
    expect(received).toEqual([]);
  });

  it('the button uploads each chosen file to its doctor\'s photo endpoint, one by one; a refused file says why in the user\'s language and the others go on', async () => {
    renderPanel('kk');
    const kk = MESSAGES.kk.BusinessDoctorPhotos;
    const rows = await drop('kk', [image('Иванова Анна.jpg'), new File(['not a picture'], 'notes.txt', { type: 'text/plain' }), image('IMG_7.jpg'), image('Жумабекова Асель.jpg')]);
    fireEvent.change(select('kk', 'notes.txt'), { target: { value: '4' } });
    // IMG_7.jpg stays «do not upload».
    fireEvent.click(screen.getByRole('button', { name: kk.upload.replace('{count}', '3') }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(kk.summary.replace('{done}', '2').replace('{total}', '3')), { timeout: 5000 });
    expect(received).toEqual([
      { id: 1, name: 'Иванова Анна.jpg' },
      { id: 4, name: 'not a picture' },
      { id: 3, name: 'Жумабекова Асель.jpg' },
    ]);
    expect(rows[0].getAttribute('data-state')).toBe('done');
    expect(rows[1].getAttribute('data-state')).toBe('refused');
    expect(rows[1].textContent).toContain(MESSAGES.kk.BusinessErrors.fields.not_an_image);
    expect(rows[2].getAttribute('data-state')).toBe('ready');
    expect(rows[3].getAttribute('data-state')).toBe('done');
    expect(within(rows[3]).getByRole('progressbar', { name: kk.progress.replace('{name}', 'Жумабекова Асель.jpg') }).getAttribute('value')).toBe('100');
  });

  it('files dropped on the zone are listed and matched as chosen ones are; the zone holds the file input, the keyboard\'s way in', async () => {
    renderPanel();
    const input = await screen.findByLabelText(ru.file);
    const zone = screen.getByTestId('bulk-photos-drop');
    expect(zone.contains(input)).toBe(true);
    expect(input.getAttribute('multiple')).not.toBeNull();
    fireEvent.drop(zone, { dataTransfer: { files: [image('Kim Olga.jpg'), image('Иванова.png')] } });
    const rows = within(await screen.findByRole('list', { name: ru.listLabel })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(select('ru', 'Kim Olga.jpg').value).toBe('4');
    expect(select('ru', 'Иванова.png').value).toBe('1');
    expect(received).toEqual([]);
  });

  it('a file over the limit is refused before it is sent', async () => {
    renderPanel();
    const big = image('Иванова Анна.jpg');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    const rows = await drop('ru', [big]);
    fireEvent.click(screen.getByRole('button', { name: ru.upload.replace('{count}', '1') }));
    await waitFor(() => expect(rows[0].getAttribute('data-state')).toBe('refused'));
    expect(rows[0].textContent).toContain(ru.tooLarge.replace('{max}', '10'));
    expect(received).toEqual([]);
  });
});
