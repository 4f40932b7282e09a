import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/lib/db/client';
import { createApiApp } from '@/lib/server/api-app';
import { startDevOsmsProvider, type DevOsmsProvider } from '@/lib/insurance/dev-provider';
import { logger } from '@/lib/log';
import { seedDemoData } from '@/lib/seed';
import { apiHeaders } from '../helpers/api';

// POST /api/front/{locale}/v1/company/{code}/insurance/osms-status against the local provider on a free port.
const app = createApiApp();
const path = (code = 'DEMO', locale = 'ru') => `/api/front/${locale}/v1/company/${code}/insurance/osms-status`;
const API_KEY = 'integration-osms-key';

const INSURED = '900101300027'; // digit 11 even: an employee
const NOT_INSURED = '900101300037'; // digit 11 odd
const NO_RECORD = '900101399026'; // digits 8-9 are 99
const WRONG_CHECK_DIGIT = '900101300012';

// The limit counts per address and its counters outlive a run: each call comes from its own address unless a test says otherwise.
let addressCounter = Math.floor(Math.random() * 60_000);
const nextAddress = () => {
  addressCounter += 1;
  return `10.${200 + ((addressCounter >> 16) & 31)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function check(body: unknown, options: { code?: string; address?: string; contentType?: string } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await app.request(path(options.code), {
    method: 'POST',
    body: raw,
    headers: { ...apiHeaders({ body: raw, contentType: options.contentType }), 'x-client-address': options.address ?? nextAddress() },
  });
  return { status: response.status, body: await response.json() };
}

let provider: DevOsmsProvider;

function useProvider(url: string | undefined, extra: Record<string, string> = {}) {
  for (const name of ['OSMS_PROVIDER_URL', 'OSMS_PROVIDER_API_KEY', 'OSMS_PROVIDER_TIMEOUT_MS']) delete process.env[name];
  if (url) Object.assign(process.env, { OSMS_PROVIDER_URL: url, OSMS_PROVIDER_API_KEY: API_KEY }, extra);
}

const endOfNextMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0)).toISOString().slice(0, 10);
};

describe('OSMS status check (POST /front/v1/company/{code}/insurance/osms-status)', () => {
  beforeAll(async () => {
    await seedDemoData();
    provider = await startDevOsmsProvider({ apiKey: API_KEY });
  });

  afterEach(() => {
    useProvider(provider.url);
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    useProvider(undefined);
    await provider.close();
    await closeDb();
  });

  it('a valid IIN gets the status the provider gives: insured, who pays, until when', async () => {
    useProvider(provider.url);
    expect(await check({ iin: INSURED })).toEqual({
      status: 200,
      body: { COMPANY_CODE: 'DEMO', data: { result: 'found', insured: true, category: 'employee', validUntil: endOfNextMonth() } },
    });
    // Typed with spaces, in Kazakh.
    const raw = JSON.stringify({ iin: '900101 300037' });
    const response = await app.request(path('DEMO', 'kk'), { method: 'POST', body: raw, headers: { ...apiHeaders({ body: raw }), 'x-client-address': nextAddress() } });
    expect(await response.json()).toEqual({ COMPANY_CODE: 'DEMO', data: { result: 'found', insured: false, category: null, validUntil: null } });
    expect((await check({ iin: NOT_INSURED })).body.data.insured).toBe(false);
  });

  it('an IIN the provider has no record of answers not_found', async () => {
    useProvider(provider.url);
    expect(await check({ iin: NO_RECORD })).toEqual({ status: 200, body: { COMPANY_CODE: 'DEMO', data: { result: 'not_found' } } });
  });

  it('an invalid IIN is a 400 with the field error code, and never reaches the provider', async () => {
    useProvider(provider.url);
    const before = provider.calls;
    const cases: Array<[unknown, string]> = [
      [{ iin: WRONG_CHECK_DIGIT }, 'iin_checksum'],
      [{ iin: '901301300017' }, 'iin_date'],
      [{ iin: '90010130002' }, 'iin_length'],
      [{ iin: '90010130002A' }, 'iin_digits'],
      [{ iin: 900101300027 }, 'invalid_type'],
      [{}, 'required'],
    ];
    for (const [body, code] of cases) {
      const { status, body: answer } = await check(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.error).toMatchObject({ code: 'invalid_input', fields: { iin: [code] } });
    }
    expect(provider.calls).toBe(before);
  });

  it('a provider that cannot be reached is a 503 osms_provider_unavailable, never a 500', async () => {
    const gone = await startDevOsmsProvider();
    await gone.close();
    useProvider(gone.url);
    const { status, body } = await check({ iin: INSURED });
    expect(status).toBe(503);
    expect(body.error.code).toBe('osms_provider_unavailable');
  });

  it('a provider that fails, refuses our key or answers nonsense is a 503 osms_provider_unavailable', async () => {
    const failing = await startDevOsmsProvider({ failWith: 500 });
    try {
      useProvider(failing.url);
      expect(await check({ iin: INSURED })).toMatchObject({ status: 503, body: { error: { code: 'osms_provider_unavailable' } } });
      useProvider(provider.url, { OSMS_PROVIDER_API_KEY: 'wrong-key' });
      expect(await check({ iin: INSURED })).toMatchObject({ status: 503, body: { error: { code: 'osms_provider_unavailable' } } });
      useProvider('ftp://127.0.0.1/osms');
      expect(await check({ iin: INSURED })).toMatchObject({ status: 503, body: { error: { code: 'osms_provider_unavailable' } } });
    } finally {
      await failing.close();
    }
  });

  it('a provider slower than OSMS_PROVIDER_TIMEOUT_MS is a 504 osms_provider_timeout', async () => {
    const slow = await startDevOsmsProvider({ delayMs: 2_000 });
    try {
      useProvider(slow.url, { OSMS_PROVIDER_TIMEOUT_MS: '200' });
      const started = Date.now();
      const { status, body } = await check({ iin: INSURED });
      expect(status).toBe(504);
      expect(body.error.code).toBe('osms_provider_timeout');
      expect(Date.now() - started).toBeLessThan(1_900);
    } finally {
      await slow.close();
    }
  });

  it('an IIN the provider refuses comes back as the field error iin_rejected', async () => {
    const strict = await startDevOsmsProvider({ failWith: 400 });
    try {
      useProvider(strict.url);
      expect(await check({ iin: INSURED })).toMatchObject({ status: 400, body: { error: { code: 'invalid_input', fields: { iin: ['iin_rejected'] } } } });
    } finally {
      await strict.close();
    }
  });

  it('without a provider the answer is not_configured with the official services, never a status', async () => {
    useProvider(undefined);
    expect(await check({ iin: INSURED })).toEqual({
      status: 200,
      body: {
        COMPANY_CODE: 'DEMO',
        data: {
          result: 'not_configured',
          officialServices: [
            { key: 'fms', url: 'https://fms.kz' },
            { key: 'egov', url: 'https://egov.kz' },
          ],
        },
      },
    });
  });

  it('the IIN never appears in the log of a failed check', async () => {
    const lines: unknown[] = [];
    for (const level of ['error', 'warn', 'info'] as const) vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => void lines.push(args)) as never);
    const gone = await startDevOsmsProvider();
    await gone.close();
    useProvider(gone.url);
    expect((await check({ iin: INSURED })).status).toBe(503);
    useProvider(provider.url, { OSMS_PROVIDER_API_KEY: 'wrong-key' });
    expect((await check({ iin: INSURED })).status).toBe(503);
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(INSURED);
  });

  it('checks are limited per address: the 21st within an hour is a 429', async () => {
    useProvider(provider.url);
    const address = nextAddress();
    for (let i = 0; i < 20; i += 1) expect((await check({ iin: INSURED }, { address })).status).toBe(200);
    expect(await check({ iin: INSURED }, { address })).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    // Another address is not affected.
    expect((await check({ iin: INSURED })).status).toBe(200);
  });

  it('an unknown company is a 404, a body that is not JSON a 400', async () => {
    useProvider(provider.url);
    expect(await check({ iin: INSURED }, { code: 'NO-SUCH-CLINIC' })).toMatchObject({ status: 404, body: { error: { code: 'company_not_found' } } });
    expect(await check('iin=900101300027', { contentType: 'application/x-www-form-urlencoded' })).toMatchObject({ status: 415, body: { error: { code: 'unsupported_media_type' } } });
    expect(await check('{"iin":', {})).toMatchObject({ status: 400, body: { error: { code: 'invalid_json' } } });
  });

  it('is described in /api/openapi.json', async () => {
    const document = await (await app.request('/api/openapi.json')).json();
    const operation = document.paths['/api/front/{locale}/v1/company/{code}/insurance/osms-status'].post;
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '429', '503', '504']));
  });
});
