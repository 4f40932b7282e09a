// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DoctorEditor } from '@/components/pro/doctors/doctor-editor';
import { ApiProvider } from '@/lib/api-client/provider';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { companyRow, resetProState } from './helpers/pro-env';
import { doctorWire } from '../helpers/doctor-wire';

// A new doctor's photo chosen before the first save (components/pro/doctors/new-doctor-photo.tsx, use-first-photo.tsx).
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ usePathname: () => '/pro/DEMO/0/doctors', useRouter: () => router, useSearchParams: () => new URLSearchParams('doctor=new') }));
vi.mock('next/link', () => ({ default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const READ = '/business-api-front2/DEMO/0/business';
const WRITE = '/w-business/DEMO/0/business';
const created = doctorWire(7, 'Иванова Анна', 'ivanova-anna', null, 0);

/** The calls in order: the doctor's creation, then the photo's upload. */
let calls: string[] = [];
let photoAnswer: 'ok' | 'not_an_image' = 'ok';
const server = setupServer(
  http.get(apiUrl(`${READ}/doctors/7`), () => HttpResponse.json({ data: created })),
  http.get(apiUrl(`${READ}/doctors`), () => HttpResponse.json({ data: [created] })),
  http.post(apiUrl(`${WRITE}/doctors`), () => {
    calls.push('create');
    return HttpResponse.json({ data: created }, { status: 201 });
  }),
  http.post(apiUrl(`${WRITE}/doctors/7/photo`), () => {
    calls.push('photo');
    if (photoAnswer === 'not_an_image') return HttpResponse.json({ error: { code: 'invalid_image', message: 'Not an image', fields: { photo: 'not_an_image' } } }, { status: 400 });
    return HttpResponse.json({ data: { ...created, PHOTO: '/files/7.webp' } });
  }),
);
serveFormApi(server);

beforeEach(() => {
  calls = [];
  photoAnswer = 'ok';
  Object.values(router).forEach((fn) => fn.mockReset());
  resetProState(companyRow());
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function renderEditor() {
  const messages = MESSAGES.ru;
  const namespaces = Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('Business') || ['Ui', 'Forms'].includes(key)));
  return render(
    <NextIntlClientProvider locale="ru" messages={namespaces} timeZone="Asia/Almaty">
      <WithApi>
        <ApiProvider>
          <DoctorEditor id={null} />
        </ApiProvider>
      </WithApi>
    </NextIntlClientProvider>,
  );
}

const ru = MESSAGES.ru.BusinessDoctorPhotos.newPhoto;
async function createWithPhoto() {
  renderEditor();
  fireEvent.change(await screen.findByLabelText(ru.file), { target: { files: [new File(['jpeg'], 'anna.jpg', { type: 'image/jpeg' })] } });
  expect(screen.getByRole('img', { name: ru.preview })).toBeTruthy();
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(MESSAGES.ru.BusinessDoctors.fields.full_name) }), { target: { value: 'Иванова Анна' } });
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(MESSAGES.ru.BusinessDoctors.fields.specialty) }), { target: { value: 'Терапевт' } });
  fireEvent.click(screen.getByRole('button', { name: MESSAGES.ru.BusinessDoctors.form.create }));
}

describe('a new doctor\'s photo before the first save', () => {
  it('is uploaded right after the doctor is created, with no second action', async () => {
    await createWithPhoto();
    await waitFor(() => expect(screen.getByText(ru.uploaded)).toBeTruthy(), { timeout: 5000 });
    expect(calls).toEqual(['create', 'photo']);
    expect(router.replace).toHaveBeenCalledWith('/pro/DEMO/0/doctors?doctor=7');
  });

  it('a refused photo leaves the doctor saved and says so, with the reason', async () => {
    photoAnswer = 'not_an_image';
    await createWithPhoto();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe(ru.failed.replace('{reason}', MESSAGES.ru.BusinessErrors.fields.not_an_image));
    expect(calls).toEqual(['create', 'photo']);
    expect(router.replace).toHaveBeenCalledWith('/pro/DEMO/0/doctors?doctor=7');
  });
});
