import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIXES, ApiError, createApiClient, createQueryClient, rewritePath, type ApiClientConfig } from '@/lib/api-client';
import { parseRetryAfter } from '@/lib/api-client/errors';

// SPEC 7.1, one rule per test. The network is a fake fetch that records each request.

interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

const COOKIE = 'c'.repeat(64);

function setup(options: { respond?: () => Response | Promise<Response>; config?: Partial<ApiClientConfig> } = {}) {
  const requests: Recorded[] = [];
  const hashed: string[] = [];
  const fakeFetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
    return options.respond ? options.respond() : Response.json({ ok: true });
  });
  const client = createApiClient({
    apiAuth: { username: 'site', password: 'secret' },
    locale: 'kk',
    fetch: fakeFetch as typeof fetch,
    // Records what is hashed; the real hasher is checked in request-token.test.ts.
    hash: async (text) => `hash-${hashed.push(text) - 1}`,
    ...options.config,
  });
  return { client, requests, hashed, fakeFetch };
}

// A cookie jar behind document.cookie that also keeps the raw strings written to it.
function stubBrowser(cookies: Record<string, string> = {}) {
  const jar = new Map(Object.entries(cookies));
  const writes: string[] = [];
  vi.stubGlobal('window', { location: { host: 'klinika.kz', protocol: 'https:' } });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(raw: string) {
      writes.push(raw);
      const [pair] = raw.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    },
  });
  return { jar, writes };
}

beforeEach(() => stubBrowser({ csrf_token: COOKIE }));
afterEach(() => vi.unstubAllGlobals());

describe('api client (SPEC 7.1)', () => {
  it('sends Basic authorization from apiAuth', async () => {
    const { client, requests } = setup();
    await client.get('/front/v1/auth');
    expect(requests[0].headers.get('Authorization')).toBe(`Basic ${btoa('site:secret')}`);
  });

  it('encodes a non-Latin-1 password as UTF-8 in Basic authorization', async () => {
    const { client, requests } = setup({ config: { apiAuth: { username: 'сайт', password: 'құпия' } } });
    await client.get('/front/v1/auth');
    const encoded = requests[0].headers.get('Authorization')!.slice('Basic '.length);
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe('сайт:құпия');
  });

  it('sends Accept: application/json', async () => {
    const { client, requests } = setup();
    await client.get('/front/v1/auth');
    expect(requests[0].headers.get('Accept')).toBe('application/json');
  });

  it('sends X-External-Domain with the page host, or the configured host', async () => {
    const fromPage = setup();
    await fromPage.client.get('/front/v1/auth');
    expect(fromPage.requests[0].headers.get('X-External-Domain')).toBe('klinika.kz');

    const fromConfig = setup({ config: { externalHost: 'clinic.example' } });
    await fromConfig.client.get('/front/v1/auth');
    expect(fromConfig.requests[0].headers.get('X-External-Domain')).toBe('clinic.example');
  });

  it.each(API_PREFIXES.map((prefix) => ({ prefix })))('rewrites the $prefix prefix to /api/$prefix/{locale}', async ({ prefix }) => {
    const { client, requests } = setup();
    await client.get(`/${prefix}/v1/company/x`);
    expect(requests[0].url).toBe(`/api/${prefix}/kk/v1/company/x`);
  });

  it('matches the whole first segment, so business-api-front2 is not business', () => {
    expect(rewritePath('/business-api-front2/C1/K1/business/user/get_access', 'ru')).toBe(
      '/api/business-api-front2/ru/C1/K1/business/user/get_access',
    );
    expect(rewritePath('/businesses/v1', 'ru')).toBe('/businesses/v1');
    expect(rewritePath('/frontier/v1', 'ru')).toBe('/frontier/v1');
  });

  it('leaves other paths unchanged', () => {
    expect(rewritePath('/builds/meta/abc.json', 'kk')).toBe('/builds/meta/abc.json');
    expect(rewritePath('/api/front/kk/v1/auth', 'kk')).toBe('/api/front/kk/v1/auth');
    expect(rewritePath('https://cdn.example/front/x', 'kk')).toBe('https://cdn.example/front/x');
  });

  it('keeps a query string and appends query options after the base URL', async () => {
    const { client, requests } = setup({ config: { baseUrl: 'https://klinika.kz/' } });
    await client.get('/api-front2/v1/business/user/cabinets', { query: { company_code: 'C 1', skip: undefined } });
    await client.get('/front?a=1', { query: { b: 2 } });
    expect(requests[0].url).toBe('https://klinika.kz/api/api-front2/kk/v1/business/user/cabinets?company_code=C+1');
    expect(requests[1].url).toBe('https://klinika.kz/api/front/kk?a=1&b=2');
  });

  it('sends the integrator key only for web and api-business', async () => {
    const { client, requests } = setup();
    for (const prefix of API_PREFIXES) await client.get(`/${prefix}/v1/x`);
    const withKey = requests.filter((r) => r.headers.get('X-Integrator-Key') === 'front').map((r) => r.url);
    expect(withKey).toEqual(['/api/web/kk/v1/x', '/api/api-business/kk/v1/x']);
    expect(requests.filter((r) => r.headers.has('X-Integrator-Key'))).toHaveLength(2);
  });

  it('adds the token header to POST, PUT and DELETE but not GET', async () => {
    const { client, requests } = setup();
    await client.get('/front/v1/auth');
    await client.post('/api-front2/v1/user/restore', { email: 'a@b.kz' });
    await client.put('/w-front/v1/x', { a: 1 });
    await client.delete('/w-front/v1/user/avatar/remove');
    expect(requests.map((r) => [r.method, r.headers.has('X-Token')])).toEqual([
      ['GET', false],
      ['POST', true],
      ['PUT', true],
      ['DELETE', true],
    ]);
  });

  it('hashes `${csrf_token}:${body}` over the exact JSON string sent', async () => {
    const { client, requests, hashed } = setup();
    await client.post('/w-front/v1/business/user/company', { name: 'Клиника', tags: [1, 2] });
    await client.delete('/w-front/v1/user/avatar/remove');
    const json = '{"name":"Клиника","tags":[1,2]}';
    expect(requests[0].body).toBe(json);
    expect(requests[0].headers.get('Content-Type')).toBe('application/json');
    expect(hashed).toEqual([`${COOKIE}:${json}`, `${COOKIE}:`]);
    expect(requests[0].headers.get('X-Token')).toBe('hash-0');
  });

  it('creates the csrf_token cookie when missing and reuses it', async () => {
    const { writes, jar } = stubBrowser();
    const { client, hashed } = setup();
    await client.post('/w-front/v1/crm/request_by_services', { a: 1 });
    await client.post('/w-front/v1/crm/request_by_services', { a: 1 });
    expect(writes).toHaveLength(1);
    const value = jar.get('csrf_token')!;
    expect(value).toMatch(/^[0-9a-f]{64}$/);
    const attributes = writes[0].split('; ').slice(1).map((a) => a.toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'samesite=lax', 'secure']));
    expect(attributes.some((a) => a.startsWith('httponly'))).toBe(false);
    const expires = Date.parse(/expires=([^;]+)/.exec(writes[0])![1]);
    expect(expires - Date.now()).toBeGreaterThan(364 * 864e5);
    expect(hashed).toEqual([`${value}:{"a":1}`, `${value}:{"a":1}`]);
  });

  it('sends FormData as is, without a Content-Type, and hashes its serialization', async () => {
    const { client, requests, hashed } = setup();
    const form = new FormData();
    form.append('login', 'a@b.kz');
    form.append('avatar', new File(['png'], 'me.png'));
    await client.post('/w-front/v1/user/avatar/upload', form);
    expect(requests[0].body).toBe(form);
    expect(requests[0].headers.has('Content-Type')).toBe(false);
    expect(hashed).toEqual([`${COOKIE}:login=a%40b.kz&avatar=file:me.png:3`]);
  });

  it('turns retries off for queries and mutations', async () => {
    const queryClient = createQueryClient();
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(false);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
    const queryFn = vi.fn(async () => {
      throw new ApiError(500, 'internal', 'boom');
    });
    await expect(queryClient.fetchQuery({ queryKey: ['user'], queryFn })).rejects.toThrow('boom');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('throws ApiError with status, code, message and fields from the error body', async () => {
    const { client } = setup({
      respond: () =>
        Response.json({ error: { code: 'validation', message: 'Invalid', fields: { email: 'Taken', phone: ['Too short'] } } }, { status: 422 }),
    });
    const error = await client.post('/api-front2/v1/user/register/email', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'validation', message: 'Invalid', fields: { email: 'Taken', phone: 'Too short' } });
  });

  it('reads the wait of a 429 into retryAfter: from the error body, else from the Retry-After header', async () => {
    const fromBody = setup({ respond: () => Response.json({ error: { code: 'rate_limited', message: 'Wait', retryAfter: 120 } }, { status: 429, headers: { 'Retry-After': '120' } }) });
    await expect(fromBody.client.post('/w-front/v1/questions', {})).rejects.toMatchObject({ status: 429, code: 'rate_limited', retryAfter: 120 });
    const fromHeader = setup({ respond: () => new Response('Too Many Requests', { status: 429, headers: { 'Retry-After': '30' } }) });
    await expect(fromHeader.client.post('/w-front/v1/questions', {})).rejects.toMatchObject({ status: 429, code: 'http_429', retryAfter: 30 });
    const none = await setup({ respond: () => Response.json({ error: { code: 'invalid', message: 'No' } }, { status: 400 }) })
      .client.get('/front/v1/auth')
      .catch((e: unknown) => e);
    expect((none as ApiError).retryAfter).toBeUndefined();
  });

  it('reads a Retry-After date as the seconds until it', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:02:00 GMT', now)).toBe(120);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('falls back to http_{status} and the status text for a non-JSON error body', async () => {
    const { client } = setup({ respond: () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }) });
    await expect(client.get('/front/v1/auth')).rejects.toMatchObject({ status: 502, code: 'http_502', message: 'Bad Gateway' });
  });

  it('throws ApiError with status 0 and code network when fetch fails', async () => {
    const { client } = setup({ respond: () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await client.get('/front/v1/auth').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });

  it('reports a hasher that fails to load as a network error', async () => {
    const { client, fakeFetch } = setup({ config: { hash: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) } });
    await expect(client.post('/w-front/v1/x', { a: 1 })).rejects.toMatchObject({ status: 0, code: 'network' });
    expect(fakeFetch).not.toHaveBeenCalled();
  });

  it('returns parsed JSON, and undefined for an empty 2xx answer', async () => {
    const json = setup({ respond: () => Response.json({ id: 7 }) });
    expect(await json.client.get('/front/v1/company/x')).toEqual({ id: 7 });
    const empty = setup({ respond: () => new Response(null, { status: 204 }) });
    expect(await empty.client.get('/api-front2/v1/user/logout')).toBeUndefined();
  });

  it('reads binary answers with getBlob', async () => {
    const { client } = setup({ respond: () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }) });
    const blob = await client.getBlob('/front/v1/user/avatar/download');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });
});
