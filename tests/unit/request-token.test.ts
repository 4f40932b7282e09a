import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { serializeBodyForToken, TOKEN_HEADER, type TokenBody } from '@/lib/http/request-token';
import { computeRequestToken, isValidRequestToken } from '@/lib/http/request-token-server';
// The hasher the browser client uses: the source of /wasm/hash.js (@noble/hashes, loaded on the first write).
import { sha256Hex as hashScriptSha256Hex } from '@/lib/api-client/hash-script';

const sha256Hex = async (text: string) => hashScriptSha256Hex(text);

const COOKIE = '0123456789abcdef'.repeat(4);

describe('serializeBodyForToken', () => {
  it('keeps a string as is', () => {
    expect(serializeBodyForToken('{"a":"б"}')).toBe('{"a":"б"}');
  });

  it('turns undefined and null into an empty string', () => {
    expect(serializeBodyForToken(undefined)).toBe('');
    expect(serializeBodyForToken(null)).toBe('');
  });

  it('uses URLSearchParams.toString()', () => {
    expect(serializeBodyForToken(new URLSearchParams([['q', 'a b'], ['x', 'é']]))).toBe('q=a+b&x=%C3%A9');
  });

  it('joins FormData entries in insertion order, files as file:{name}:{size}', () => {
    const form = new FormData();
    form.append('name', 'Қазақша & Oʻzbekcha');
    form.append('photo', new File(['12345'], 'фото 1.png'));
    form.append('raw', new Blob(['xyz']));
    form.append('name', 'second');
    expect(serializeBodyForToken(form)).toBe(
      `name=${encodeURIComponent('Қазақша & Oʻzbekcha')}&photo=file:${encodeURIComponent('фото 1.png')}:5&raw=file:blob:3&name=second`,
    );
  });

  it('normalizes line breaks in FormData values to CRLF, as multipart sends them', () => {
    const form = new FormData();
    form.append('text', 'a\nb\rc\r\nd');
    expect(serializeBodyForToken(form)).toBe('text=a%0D%0Ab%0D%0Ac%0D%0Ad');
  });

  it('rejects bodies it cannot serialize', () => {
    expect(() => serializeBodyForToken({ a: 1 } as unknown as TokenBody)).toThrow(TypeError);
  });
});

describe('client token == server token', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { location: { host: 'klinika.kz', protocol: 'https:' } });
    vi.stubGlobal('document', { cookie: `other=1; csrf_token=${COOKIE}` });
  });
  afterEach(() => vi.unstubAllGlobals());

  // Sends through the real client with the browser's hasher and returns what the server receives.
  async function send(body: Record<string, unknown> | FormData): Promise<Request> {
    let sent: Request | undefined;
    const client = createApiClient({
      apiAuth: { username: 'u', password: 'p' },
      locale: 'ru',
      hash: sha256Hex,
      fetch: async (input, init) => {
        sent = new Request(new URL(String(input), 'https://klinika.kz'), init);
        return new Response(null, { status: 204 });
      },
    });
    await client.post('/w-front/v1/business/user/company', body);
    return sent!;
  }

  it('agrees for a JSON body', async () => {
    const request = await send({ name: 'Клиника Oʻzbekcha', note: 'line\nbreak', n: 1.5 });
    const token = request.headers.get(TOKEN_HEADER);
    const serialized = serializeBodyForToken(await request.text());
    expect(token).toBe(computeRequestToken(COOKIE, serialized));
    expect(isValidRequestToken(token, COOKIE, serialized)).toBe(true);
  });

  it('agrees for a FormData body parsed back from multipart on the server', async () => {
    const form = new FormData();
    form.append('name', 'Қазақша\nклиника');
    form.append('logo', new File([new Uint8Array(300)], 'lo"go\n.png', { type: 'image/png' }));
    form.append('extra', new Blob(['abc']));
    form.append('with "quote"\nname', 'x');
    const request = await send(form);
    const serialized = serializeBodyForToken(await request.formData());
    expect(serialized).toBe(serializeBodyForToken(form));
    expect(isValidRequestToken(request.headers.get(TOKEN_HEADER), COOKIE, serialized)).toBe(true);
  });

  it('rejects a missing, foreign or tampered token', () => {
    const token = computeRequestToken(COOKIE, '{"a":1}');
    expect(isValidRequestToken(token.toUpperCase(), COOKIE, '{"a":1}')).toBe(true);
    expect(isValidRequestToken(null, COOKIE, '{"a":1}')).toBe(false);
    expect(isValidRequestToken(token, undefined, '{"a":1}')).toBe(false);
    expect(isValidRequestToken(token, '', '{"a":1}')).toBe(false);
    expect(isValidRequestToken(token, COOKIE, '{"a":2}')).toBe(false);
    expect(isValidRequestToken(token.slice(1), COOKIE, '{"a":1}')).toBe(false);
  });
});
