import { TOKEN_HEADER, type TokenBody } from '@/lib/http/request-token';
import type { ApiClientConfig } from './config';
import { ApiError, errorFromResponse, networkError } from './errors';
import { getLoginRequiredHandler, LOGIN_REQUIRED } from './login-required';
import { baseHeaders, requestToken } from './headers';
import { rewritePath } from './paths';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Plain objects and arrays go as JSON; forms as multipart or urlencoded; strings as is. */
export type ApiBody = Record<string, unknown> | unknown[] | string | FormData | URLSearchParams | null | undefined;

export interface RequestOptions {
  /** Appended as a query string, e.g. { company_code: 'C1' }; null and undefined are skipped. */
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** The request outlives the page (fetch keepalive): a fire-and-forget call made as the visitor leaves. */
  keepalive?: boolean;
  /**
   * A 401 `login_required` opens the sign-in modal and the call is repeated after sign-in
   * ('prompt', the default); 'fail' rejects at once, for calls where a 401 is an answer
   * (the current-user query: nobody is signed in).
   */
  loginRequired?: 'prompt' | 'fail';
}

export interface ApiClient {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: ApiBody, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: ApiBody, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, body?: ApiBody, options?: RequestOptions): Promise<T>;
  /** For binary answers such as GET /front/v1/user/avatar/download. */
  getBlob(path: string, options?: RequestOptions): Promise<Blob>;
}

/** The browser client of SPEC 7.1: paths as in SPEC 7.2, e.g. client.get('/front/v1/auth'). */
export function createApiClient(config: ApiClientConfig): ApiClient {
  async function send(method: Method, path: string, body: ApiBody, options: RequestOptions = {}, afterSignIn = false): Promise<Response> {
    const headers = baseHeaders(config, path);
    const { init, tokenBody, contentType } = encodeBody(body);
    if (contentType) headers['Content-Type'] = contentType;
    if (method !== 'GET') headers[TOKEN_HEADER] = await requestToken(config, tokenBody);
    const doFetch = config.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(buildUrl(config, path, options.query), { method, headers, body: init, signal: options.signal, ...(options.keepalive && { keepalive: true }) });
    } catch (error) {
      // An abort is the caller's choice (React Query cancelling), not a network failure.
      if (options.signal?.aborted) throw error;
      throw networkError(error);
    }
    if (!response.ok) {
      const error = errorFromResponse(response.status, response.statusText, await response.text().catch(() => ''), response.headers.get('retry-after'));
      const waitForSignIn = config.onLoginRequired ?? getLoginRequiredHandler();
      // Once: a call that still needs a sign-in right after one fails as it is.
      if (error.status !== 401 || error.code !== LOGIN_REQUIRED || options.loginRequired === 'fail' || afterSignIn || !waitForSignIn) throw error;
      await waitForSignIn().catch(() => {
        throw error;
      });
      return send(method, path, body, options, true);
    }
    return response;
  }

  const withBody =
    (method: Method) =>
    async <T>(path: string, body?: ApiBody, options?: RequestOptions): Promise<T> =>
      readJson<T>(await send(method, path, body, options));

  return {
    get: async <T>(path: string, options?: RequestOptions) => readJson<T>(await send('GET', path, undefined, options)),
    post: withBody('POST'),
    put: withBody('PUT'),
    delete: withBody('DELETE'),
    getBlob: async (path, options) => (await send('GET', path, undefined, options)).blob(),
  };
}

function buildUrl(config: ApiClientConfig, path: string, query: RequestOptions['query']): string {
  const base = (config.baseUrl ?? '').replace(/\/+$/, '');
  let url = `${base}${rewritePath(path, config.locale)}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (search) url += `${url.includes('?') ? '&' : '?'}${search}`;
  return url;
}

// The token must cover exactly the bytes sent: a JSON body is stringified once, and
// that string is both sent and hashed.
function encodeBody(body: ApiBody): { init: BodyInit | undefined; tokenBody: TokenBody; contentType?: string } {
  if (body === undefined || body === null) return { init: undefined, tokenBody: undefined };
  if (typeof body === 'string' || body instanceof FormData || body instanceof URLSearchParams) {
    // No Content-Type for forms: fetch adds the multipart boundary or the urlencoded type.
    return { init: body, tokenBody: body };
  }
  if (Array.isArray(body) || isPlainObject(body)) {
    const json = JSON.stringify(body);
    return { init: json, tokenBody: json, contentType: 'application/json' };
  }
  throw new TypeError('Unsupported request body: send an object, a string, FormData or URLSearchParams');
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// Some calls (logout, removals) answer 2xx with no body: they resolve to undefined.
async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'invalid_json', 'The server answered with invalid JSON');
  }
}
