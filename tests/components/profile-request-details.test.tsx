// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RequestsView } from '@/components/profile/requests-view';
import { formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, renderWithApi, testApiConfig } from './helpers/api-env';

// A request in /profile/requests says when it was sent, to which doctor, at which clinic and where.
const createdAt = '2026-11-26T06:30:00.000Z';
const requests = {
  appointments: [
    { id: 2, companyName: 'Клиника Демо Мед', companyAddress: 'Алматы, пр. Абая, 150', siteUrl: 'http://localhost:3000/l/demo-clinic', specialist: { name: 'Сейткали Айгерим', specialty: 'Терапевт' }, createdAt, preferredDate: null, comment: null, status: 'new' },
    { id: 1, companyName: 'Клиника Демо Мед', companyAddress: null, siteUrl: 'http://localhost:3000/l/demo-clinic', specialist: null, createdAt, preferredDate: null, comment: null, status: 'done' },
  ],
  questions: [],
};
const server = setupServer(...(['ru', 'kk', 'uz'] as const).map((locale) => http.get(apiUrl('/api-front2/v1/user/requests', locale), () => HttpResponse.json({ data: requests }))));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => cleanup());

describe('RequestsView: the details of a request', () => {
  for (const locale of ['ru', 'kk', 'uz'] as Locale[]) {
    it(`${locale}: the date sent (lib/dates), the doctor with the specialty, the clinic and its address; "any doctor" said so; the status word once`, async () => {
      const texts = MESSAGES[locale].ProfileRequests;
      renderWithApi(<RequestsView config={testApiConfig(locale)} texts={texts} />, locale);
      const items = await screen.findAllByTestId('appointment-request');
      expect(items).toHaveLength(2);
      const first = within(items[0]);
      expect(first.getByTestId('request-sent-on').textContent).toBe(formatDate(createdAt, locale));
      expect(first.getByText(texts.sentOn)).toBeTruthy();
      expect(first.getByTestId('request-doctor').textContent).toBe('Сейткали Айгерим — Терапевт');
      expect(first.getByRole('link', { name: new RegExp('Клиника Демо Мед') }).getAttribute('href')).toBe('http://localhost:3000/l/demo-clinic');
      expect(first.getByTestId('request-clinic-address').textContent).toBe(`${texts.clinicAddress}: Алматы, пр. Абая, 150`);
      // The label of the date is not the status word (kk «Жіберілді» twice).
      expect(items[0].textContent?.split(texts.appointmentStatus.new).length).toBe(2);
      const second = within(items[1]);
      expect(second.getByTestId('request-doctor').textContent).toBe(texts.anyDoctor);
      expect(second.queryByTestId('request-clinic-address')).toBeNull();
    });
  }
});
