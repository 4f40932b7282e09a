// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client/errors';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';

// The API client is replaced: the request token's WebAssembly hasher does not run in jsdom.
const api = vi.hoisted(() => ({ calls: [] as unknown[][], answer: async (): Promise<unknown> => ({}) }));
vi.mock('@/components/auth/use-api-client', () => ({
  useApiClient: () => ({
    post: (...args: unknown[]) => {
      api.calls.push(args);
      return api.answer();
    },
  }),
}));

const { OsmsCheck } = await import('@/components/insurance/osms-check');

const apiAuth = { username: 'front', password: 'x' };
const answer = (data: unknown) => async () => ({ COMPANY_CODE: 'DEMO', data });
const failure = (status: number, code: string) => async () => {
  throw new ApiError(status, code, 'failed');
};

function renderCheck(texts = ru, locale: 'ru' | 'kk' | 'en' = 'ru') {
  render(<OsmsCheck apiAuth={apiAuth} locale={locale} companyCode="DEMO" texts={texts.InsuranceCheck.form} />);
  return screen.getByRole('textbox');
}

/** Types an IIN and presses the button; the form's code loads on the way. */
async function checkIin(value: string, texts = ru) {
  const field = screen.getByRole('textbox');
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: texts.InsuranceCheck.form.submit }));
}

// Transformed once before the tests, so each test waits for the island's swap, not for the transform.
beforeAll(async () => {
  await import('@/components/insurance/osms-check-form');
});

beforeEach(() => {
  api.calls = [];
  api.answer = answer({ result: 'found', insured: true, category: 'employee', validUntil: '2031-07-31' });
});
afterEach(() => cleanup());

describe('OsmsCheck', () => {
  it('keeps what was typed and the pressed button while the form loads, then sends the IIN without spaces', async () => {
    renderCheck();
    await checkIin('900101 300027');
    expect(await screen.findByRole('heading', { name: 'Вы застрахованы в системе ОСМС' })).toBeTruthy();
    expect(screen.getByText('Категория: работник, взносы платит работодатель.')).toBeTruthy();
    expect(screen.getByText('Статус действует до 31 июля 2031.')).toBeTruthy();
    expect(api.calls).toEqual([['/front/v1/company/DEMO/insurance/osms-status', { iin: '900101300027' }]]);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('900101 300027');
  });

  it('says a wrong check digit at the field in the page language, focuses it, and sends nothing', async () => {
    renderCheck(kk, 'kk');
    await checkIin('900101300012', kk);
    // The loaded form's own input, not the shell's.
    await waitFor(() => expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true'));
    const field = screen.getByRole('textbox');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(kk.InsuranceCheck.form.errors.iin_checksum);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(api.calls).toEqual([]);
  });

  it('shows a field error the API sends back (the provider refused the IIN)', async () => {
    api.answer = async () => {
      throw new ApiError(400, 'invalid_input', 'refused', { iin: 'iin_rejected' });
    };
    renderCheck();
    await checkIin('900101300027');
    expect(await screen.findByText(ru.InsuranceCheck.form.errors.iin_rejected)).toBeTruthy();
  });

  it('tells the patient, in their language, why there is no answer: timeout, provider down, too many checks, no connection', async () => {
    const cases: Array<[() => Promise<unknown>, string]> = [
      [failure(504, 'osms_provider_timeout'), en.InsuranceCheck.form.errors.osms_provider_timeout],
      [failure(503, 'osms_provider_unavailable'), en.InsuranceCheck.form.errors.osms_provider_unavailable],
      [failure(429, 'rate_limited'), en.InsuranceCheck.form.errors.rate_limited],
      [failure(0, 'network'), en.InsuranceCheck.form.errors.network],
      [failure(500, 'internal'), en.InsuranceCheck.form.errors.unknown],
    ];
    for (const [failing, text] of cases) {
      api.answer = failing;
      renderCheck(en, 'en');
      await checkIin('900101300027', en);
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
      cleanup();
    }
  });

  it('shows no status when the site has no provider or the provider has no record', async () => {
    api.answer = answer({ result: 'not_configured', officialServices: [] });
    renderCheck();
    await checkIin('900101300027');
    expect(await screen.findByText(ru.InsuranceCheck.form.notConfigured)).toBeTruthy();
    expect(screen.queryByText(/застрахованы/)).toBeNull();
    cleanup();

    api.answer = answer({ result: 'not_found' });
    renderCheck();
    await checkIin('900101399026');
    expect(await screen.findByRole('heading', { name: ru.InsuranceCheck.form.notFound })).toBeTruthy();
  });

  it('clears an answer once the IIN is edited: it was about the other IIN', async () => {
    api.answer = answer({ result: 'found', insured: false, category: null, validUntil: null });
    renderCheck();
    await checkIin('900101300037');
    expect(await screen.findByRole('heading', { name: 'Вы не застрахованы в системе ОСМС' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '90010130003' } });
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});
