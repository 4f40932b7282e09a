export { createApiClient, type ApiBody, type ApiClient, type RequestOptions } from './client';
export type { ApiAuth, ApiClientConfig } from './config';
export { ApiError, isApiError, type ApiFieldErrors } from './errors';
export {
  ACCEPT_HEADER,
  AUTHORIZATION_HEADER,
  EXTERNAL_DOMAIN_HEADER,
  INTEGRATOR_KEY_HEADER,
  basicAuthorization,
  currentHost,
} from './headers';
export { API_PREFIXES, INTEGRATOR_KEY, apiPrefixOf, needsIntegratorKey, rewritePath, type ApiPrefix } from './paths';
export { createQueryClient } from './query-client';
export { TOKEN_COOKIE, TOKEN_HEADER } from '@/lib/http/request-token';
