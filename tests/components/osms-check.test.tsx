// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OsmsCheck } from '@/components/insurance/osms-check';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';

const PATH = '/front/v1/company/DEMO/insurance/osms-status';
// The API as msw: each test sets the answer; every request body is recorded.
let reply: () => Response;
let sent: unknown[] = [];
const record = async ({ request }: { request: Request }) => {
  sent.push(await request.json());
  return reply();
};
const server = setupServer(...(['ru', 'kk', 'en'] as const).map((locale) => http.post(apiUrl(PATH, locale), record)));

const found = (data: unknown) => () => HttpResponse.json({ COMPANY_CODE: 'DEMO', data });
const failure = (status: number, code: string) => () => HttpResponse.json({ error: { code, message: 'failed' } }, { status });

function renderCheck(texts = ru, locale: Locale = 'ru') {
  render(
    <WithApi locale={locale}>
      <OsmsCheck locale={locale} companyCode="DEMO" texts={texts.InsuranceCheck.form} />
    </WithApi>,
  );
}

/** Types an IIN and presses the button; the form's code loads on the way. */
function checkIin(value: string, texts = ru) {
  const field = screen.getByRole('textbox');
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: texts.InsuranceCheck.form.submit }));
}

serveFormApi(server);
beforeEach(() => {
  sent = [];
  reply = found({ result: 'found', insured: true, category: 'employee', validUntil: '2031-07-31' });
});
afterEach(() => cleanup());

describe('OsmsCheck (on the form kit)', () => {
  it('keeps what was typed while the form loads, then sends the IIN without spaces and shows the status', async () => {
    renderCheck();
    checkIin('900101 300027');
    expect(await screen.findByRole('heading', { name: 'Вы застрахованы в системе ОСМС' })).toBeTruthy();
    expect(screen.getByText('Категория: работник, взносы платит работодатель.')).toBeTruthy();
    expect(screen.getByText('Статус действует до 31 июля 2031.')).toBeTruthy();
    expect(sent).toEqual([{ iin: '900101300027' }]);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('900101 300027');
  });

  it('says a wrong check digit at the field in the page language and sends nothing', async () => {
    renderCheck(kk, 'kk');
    checkIin('900101300012', kk);
    await waitFor(() => expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true'));
    const field = screen.getByRole('textbox');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(kk.InsuranceCheck.form.errors.iin_checksum);
    expect(sent).toEqual([]);
  });

  it('shows a field error the API sends back (the provider refused the IIN)', async () => {
    reply = () => HttpResponse.json({ error: { code: 'invalid_input', message: 'refused', fields: { iin: ['iin_rejected'] } } }, { status: 400 });
    renderCheck();
    checkIin('900101300027');
    expect(await screen.findByText(ru.InsuranceCheck.form.errors.iin_rejected)).toBeTruthy();
  });

  it('tells the patient, in their language, why there is no answer: timeout, provider down, too many checks, no connection', async () => {
    const cases: Array<[() => Response, string]> = [
      [failure(504, 'osms_provider_timeout'), en.InsuranceCheck.form.errors.osms_provider_timeout],
      [failure(503, 'osms_provider_unavailable'), en.InsuranceCheck.form.errors.osms_provider_unavailable],
      [failure(429, 'rate_limited'), en.InsuranceCheck.form.errors.rate_limited],
      [() => HttpResponse.error(), en.InsuranceCheck.form.errors.network],
      [failure(500, 'internal'), en.InsuranceCheck.form.errors.unknown],
    ];
    for (const [failing, text] of cases) {
      reply = failing;
      renderCheck(en, 'en');
      checkIin('900101300027', en);
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
      cleanup();
    }
  });

  it('shows no status when the site has no provider or the provider has no record', async () => {
    reply = found({ result: 'not_configured', officialServices: [] });
    renderCheck();
    checkIin('900101300027');
    expect(await screen.findByText(ru.InsuranceCheck.form.notConfigured)).toBeTruthy();
    expect(screen.queryByText(/застрахованы/)).toBeNull();
    cleanup();

    reply = found({ result: 'not_found' });
    renderCheck();
    checkIin('900101399026');
    expect(await screen.findByRole('heading', { name: ru.InsuranceCheck.form.notFound })).toBeTruthy();
  });

  it('clears an answer once the IIN is edited: it was about the other IIN', async () => {
    reply = found({ result: 'found', insured: false, category: null, validUntil: null });
    renderCheck();
    checkIin('900101300037');
    expect(await screen.findByRole('heading', { name: 'Вы не застрахованы в системе ОСМС' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '90010130003' } });
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});
