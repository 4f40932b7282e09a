import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { HttpError } from '@/lib/http/errors';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, jsonResponse } from '@/lib/http/openapi';
import { mayServeHost } from '@/lib/tenants/served-domains';

const askRoute = createRoute({
  method: 'get',
  path: '/api/domains/ask',
  tags: ['domains'],
  summary: "Caddy's on-demand TLS check: 200 when a certificate may be obtained for the host, else 404",
  description:
    'Asked by Caddy (deploy/Caddyfile, on_demand_tls ask) before it obtains a certificate for a host it has none for: 200 for the platform’s own hosts ' +
    '(PLATFORM_HOSTS) and for a verified domain of an online clinic; 404 for anything else, an unverified domain or an offline or closing clinic included. ' +
    'One indexed lookup, no authorization (Caddy calls it from the same machine).',
  request: { query: z.object({ domain: z.string().max(300).optional() }) },
  responses: { 200: jsonResponse('The host may get a certificate', z.object({ data: z.object({ ok: z.literal(true) }) })), ...errorResponses(404) },
});

export function registerDomainAskRoute(app: OpenAPIHono<ApiEnv>) {
  app.openapi(askRoute, async (c) => {
    if (!(await mayServeHost(c.req.valid('query').domain))) throw new HttpError(404, 'not_found', 'No certificate for this host');
    return c.json({ data: { ok: true as const } }, 200);
  });
}
