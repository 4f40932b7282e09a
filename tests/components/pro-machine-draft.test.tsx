// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { DoctorForm } from '@/components/pro/doctors/doctor-form';
import type { Doctor } from '@/components/pro/doctors/doctor-types';
import { MachineDraftProvider } from '@/components/pro/editor/machine-draft-context';
import { ApiProvider } from '@/lib/api-client/provider';
import { createQueryClient } from '@/lib/api-client/query-client';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { companyRow, resetProState } from './helpers/pro-env';

// Issue 31: «Черновик машинного перевода» in a language panel of an editor (components/pro/editor/machine-draft.tsx), through the doctor form.
const M = MESSAGES.ru.BusinessEditor.machineDraft;
const WRITE = '/w-business/DEMO/0/business';
const doctor: Doctor = {
  ID: 5,
  SLUG: 'anna',
  FULL_NAME: { ru: 'Иванова Анна' },
  SPECIALTY: { ru: 'Терапевт', kk: 'Терапевт (қолмен)' },
  EDUCATION: { ru: 'КазНМУ' },
  SERVICES: { ru: '' },
  SCHEDULE: { ru: '' },
  BIO: { ru: 'Принимает взрослых.' },
  LANGUAGES: ['ru'],
  EXPERIENCE_YEARS: 5,
  PUBLISHED: true,
  POSITION: 0,
  VERSION: 3,
  PHOTO: null,
  PHOTO_IMAGE: null,
  URL: '/doctors/anna',
};

const drafts: { to: string; texts?: string[]; docs?: unknown[] }[] = [];
const saves: unknown[] = [];
const server = setupServer(
  http.post(apiUrl(`${WRITE}/translate-draft`), async ({ request }) => {
    const body = (await request.json()) as { to: string; texts: string[] };
    drafts.push(body);
    return HttpResponse.json({ data: { to: body.to, texts: body.texts.map((text) => `KK ${text}`), docs: [] } });
  }),
  http.put(apiUrl(`${WRITE}/doctors/5`), async ({ request }) => {
    saves.push(await request.json());
    return HttpResponse.json({ data: doctor });
  }),
);
serveFormApi(server);

beforeEach(() => {
  resetProState(companyRow({ COMPANY_NAME_KK: 'Демо Мед клиникасы' }));
  drafts.length = 0;
  saves.length = 0;
});

function renderForm(configured: boolean) {
  const namespaces = Object.fromEntries(Object.entries(MESSAGES.ru).filter(([key]) => key.startsWith('Business')));
  return render(
    <NextIntlClientProvider locale="ru" messages={namespaces} timeZone="Asia/Almaty">
      <WithApi>
        <ApiProvider queryClient={createQueryClient()}>
          <MachineDraftProvider configured={configured}>
            <DoctorForm doctor={doctor} locales={['ru', 'kk']} onSaved={() => undefined} />
          </MachineDraftProvider>
        </ApiProvider>
      </WithApi>
    </NextIntlClientProvider>,
  );
}

/** The Kazakh panel, chosen as a user does (Radix tabs activate on mouse down). */
function openKazakh() {
  fireEvent.mouseDown(screen.getByRole('tab', { name: /Казахский/ }), { button: 0 });
  return screen.getByRole('tabpanel', { name: /Казахский/ });
}

describe('machine-translated drafts in an editor (issue 31)', () => {
  it('without a configured provider there is no button, in any panel', () => {
    renderForm(false);
    openKazakh();
    expect(screen.queryByRole('button', { name: M.button, hidden: true })).toBeNull();
  });

  it('fills only the empty kk fields from the Russian ones, marks the draft to review, and saves nothing by itself', async () => {
    renderForm(true);
    // The Russian panel has no button of its own.
    expect(within(screen.getByRole('tabpanel', { name: /Русский/ })).queryByRole('button', { name: M.button })).toBeNull();
    const kk = openKazakh();
    fireEvent.click(within(kk).getByRole('button', { name: M.button }));
    await waitFor(() => expect(within(kk).getByRole('status').textContent).toContain(M.mark));
    // Sent: the Russian of the empty kk fields that have Russian text (not the hand-typed specialty, not the empty services).
    expect(drafts).toEqual([{ to: 'kk', texts: ['Иванова Анна', 'КазНМУ', 'Принимает взрослых.'] }]);
    expect((within(kk).getByRole('textbox', { name: /ФИО/ }) as HTMLInputElement).value).toBe('KK Иванова Анна');
    expect((within(kk).getByRole('textbox', { name: /Специальность/ }) as HTMLInputElement).value).toBe('Терапевт (қолмен)');
    expect((within(kk).getByRole('textbox', { name: /О враче/ }) as HTMLTextAreaElement).value).toBe('KK Принимает взрослых.');
    expect(within(kk).getByRole('status').textContent).toContain('Заполнено 3 поля.');
    // Every field now has text: the button is gone, the mark stays; nothing was saved.
    expect(within(kk).queryByRole('button', { name: M.button })).toBeNull();
    expect(saves).toEqual([]);

    // The user edits the draft and saves as usual: the edited text is what is sent.
    fireEvent.change(within(kk).getByRole('textbox', { name: /ФИО/ }), { target: { value: 'Иванова Анна (тексерілді)' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.ru.BusinessDoctors.form.save }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ full_name: { ru: 'Иванова Анна', kk: 'Иванова Анна (тексерілді)' }, bio: { kk: 'KK Принимает взрослых.' }, version: 3 });
  });

  it('a provider failure is said in the panel and fills nothing', async () => {
    server.use(http.post(apiUrl(`${WRITE}/translate-draft`), () => HttpResponse.json({ error: { code: 'translation_failed', message: 'x' } }, { status: 502 })));
    renderForm(true);
    const kk = openKazakh();
    fireEvent.click(within(kk).getByRole('button', { name: M.button }));
    await waitFor(() => expect(within(kk).getByRole('alert').textContent).toContain(MESSAGES.ru.BusinessErrors.translation_failed));
    expect((within(kk).getByRole('textbox', { name: /ФИО/ }) as HTMLInputElement).value).toBe('');
    expect(within(kk).queryByRole('status')).toBeNull();
  });
});
