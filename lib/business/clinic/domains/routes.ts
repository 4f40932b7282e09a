import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { addDomain, clearPrimary, listDomains, makePrimary, removeDomain, verifyDomain } from '@/lib/business/clinic/domains/service';
import { cabinetGuard, type BusinessEnv } from '../../guard';
import { domainCreateSchema, siteCloseSchema } from './schemas';
import { domainAnswer, domainWireSchema, siteStateToWire, siteStateWireSchema } from './wire';
import { bringOnline, cancelClose, closeSite, getSiteState, takeOffline } from '../site-life/service';
import { cabinetItemParams, cabinetParams, okSchema } from '../../wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const DOMAIN_TAGS = ['business: domains'];
const SITE_TAGS = ['business: site'];
/** The body of a call that takes none: `{}` (every POST says what its body is). */
const emptyBody = jsonBody(z.object({}).openapi('EmptyBody'));

const listRoute = createRoute({
  method: 'get',
  path: `${READ}/domains`,
  tags: DOMAIN_TAGS,
  summary: "The company's custom domains with the DNS records to create and where each one's DNS leads now (company.edit); the primary first",
  middleware: cabinetGuard('company.edit'),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('Domains', z.object({ data: z.array(domainWireSchema) })), ...errorResponses(401, 403) },
});

const addRoute = createRoute({
  method: 'post',
  path: `${WRITE}/domains`,
  tags: DOMAIN_TAGS,
  summary: 'Add a custom domain (company.edit), unverified: it is served once its TXT record is found',
  description:
    'The host is lower-cased, an IDN stored in punycode; scheme, path and trailing dot are dropped. Another company’s unverified claim of the host does not block it: the first to verify wins, ' +
    'and an unverified claim is removed after 14 days. Field errors on `domain`: domain_invalid, domain_platform (the platform’s own host), domain_internal (an internal name: *.internal, *.svc, *.local, ' +
    '*.nip.io, *.sslip.io, lvh.me, …; *.localhost in production), domain_taken (another company’s verified domain), domain_lookalike (reads like another company’s verified domain: a homograph), ' +
    'domain_added (already this company’s). At most 10 domains (409 domain_limit). Audited as domain.add.',
  middleware: cabinetGuard('company.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(domainCreateSchema) },
  responses: { 201: jsonResponse('The added domain with its records', z.object({ data: domainWireSchema })), ...errorResponses(400, 401, 403, 409, 415) },
});

const verifyRoute = createRoute({
  method: 'post',
  path: `${WRITE}/domains/{id}/verify`,
  tags: DOMAIN_TAGS,
  summary: 'Look up the domain’s TXT record now (company.edit); found: the domain is verified and served from the next request where its DNS leads to us (STATE live; not_pointing: verified, but nobody reaches it there yet)',
  description:
    'A verified domain answers 200 as it is, with where its DNS leads now (checking again). 409 domain_txt_missing (no such record yet), domain_txt_mismatch (another token), domain_dns_failed (DNS did not answer), domain_held (another company verified it first), ' +
    'domain_lookalike (it reads like another company’s verified domain). Verifying removes the other companies’ unverified claims of the host (audited in their logs as domain.claim_lost). ' +
    'A verified domain is rechecked every 6 hours and loses its verification when its TXT record is gone at two checks in a row (domain.unverify). Audited as domain.verify.',
  middleware: cabinetGuard('company.edit'),
  request: { params: cabinetItemParams, body: emptyBody },
  responses: { 200: jsonResponse('The verified domain', z.object({ data: domainWireSchema })), ...errorResponses(400, 401, 403, 404, 409) },
});

const primaryRoute = createRoute({
  method: 'post',
  path: `${WRITE}/domains/{id}/primary`,
  tags: DOMAIN_TAGS,
  summary: 'Make a verified domain primary (company.edit): canonical URLs, sitemap and hreflang use it and /l/{slug} redirects there',
  description: 'An unverified domain is 409 domain_not_verified; one whose DNS definitely leads elsewhere or nowhere (where the deployment names its ingress) is 409 domain_not_pointing: /l/{slug} would redirect visitors to an address that does not open the site. Audited as domain.primary.',
  middleware: cabinetGuard('company.edit'),
  request: { params: cabinetItemParams, body: emptyBody },
  responses: { 200: jsonResponse('The primary domain', z.object({ data: domainWireSchema })), ...errorResponses(400, 401, 403, 404, 409) },
});

const unprimaryRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/domains/{id}/primary`,
  tags: DOMAIN_TAGS,
  summary: 'The domain is no longer primary (company.edit): /l/{slug} is served again; audited as domain.unprimary',
  middleware: cabinetGuard('company.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('The domain', z.object({ data: domainWireSchema })), ...errorResponses(400, 401, 403, 404) },
});

const removeRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/domains/{id}`,
  tags: DOMAIN_TAGS,
  summary: 'Remove a custom domain (company.edit): it is no longer served and another company may add it; audited as domain.remove',
  middleware: cabinetGuard('company.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Removed', okSchema), ...errorResponses(400, 401, 403, 404) },
});

const siteRoute = createRoute({
  method: 'get',
  path: `${READ}/site`,
  tags: SITE_TAGS,
  summary: 'The public site’s state (company.edit): online, offline or closing (with its purge date); IS_OWNER says whether the caller may change it',
  middleware: cabinetGuard('company.edit'),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('The state', z.object({ data: siteStateWireSchema })), ...errorResponses(401, 403) },
});

const SITE_NOTES = 'The owner only (403 owner_only); from another state 409 site_status_conflict. Every public address of the clinic shows it on the next request.';

const offlineRoute = createRoute({
  method: 'post',
  path: `${WRITE}/site/offline`,
  tags: SITE_TAGS,
  summary: 'Take the site offline: visitors get a “temporarily unavailable” page (503), the platform lists it nowhere',
  description: `${SITE_NOTES} Audited as site.offline.`,
  middleware: cabinetGuard('company.edit'),
  request: { params: cabinetParams, body: emptyBody },
  responses: { 200: jsonResponse('The state', z.object({ data: siteStateWireSchema })), ...errorResponses(401, 403, 409) },
});

const onlineRoute = createRoute({
  method: 'post',
  path: `${WRITE}/site/online`,
  tags: SITE_TAGS,
  summary: 'Bring an offline site back online',
  description: `${SITE_NOTES} Audited as site.online.`,
  middleware: cabinetGuard('company.edit'),
  request: { params: cabinetParams, body: emptyBody },
  responses: { 200: jsonResponse('The state', z.object({ data: siteStateWireSchema })), ...errorResponses(401, 403, 409) },
});

const closeRoute = createRoute({
  method: 'post',
  path: `${WRITE}/site/close`,
  tags: SITE_TAGS,
  summary: 'Close the clinic for good: the site goes offline now and the clinic, its content, files and members are deleted after 30 days',
  description: `${SITE_NOTES} confirm_name must be the clinic’s name in one of its languages (field error name_mismatch). Until the purge date the owner may cancel. Audited as site.close.`,
  middleware: cabinetGuard('company.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(siteCloseSchema) },
  responses: { 200: jsonResponse('The state', z.object({ data: siteStateWireSchema })), ...errorResponses(400, 401, 403, 409, 415) },
});

const reopenRoute = createRoute({
  method: 'post',
  path: `${WRITE}/site/reopen`,
  tags: SITE_TAGS,
  summary: 'Cancel the closing during its grace period: nothing is deleted; the site stays offline until brought online',
  description: `${SITE_NOTES} Audited as site.reopen.`,
  middleware: cabinetGuard('company.edit'),
  request: { params: cabinetParams, body: emptyBody },
  responses: { 200: jsonResponse('The state', z.object({ data: siteStateWireSchema })), ...errorResponses(401, 403, 409) },
});

export function registerDomainRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(listRoute, async (c) => c.json({ data: await Promise.all((await listDomains(c.get('member').company.id)).map(domainAnswer)) }, 200));
  app.openapi(addRoute, async (c) => c.json({ data: await domainAnswer(await addDomain(c.get('member'), c.req.valid('json').domain)) }, 201));
  app.openapi(verifyRoute, async (c) => c.json({ data: await domainAnswer(await verifyDomain(c.get('member'), c.req.valid('param').id)) }, 200));
  app.openapi(primaryRoute, async (c) => c.json({ data: await domainAnswer(await makePrimary(c.get('member'), c.req.valid('param').id)) }, 200));
  app.openapi(unprimaryRoute, async (c) => c.json({ data: await domainAnswer(await clearPrimary(c.get('member'), c.req.valid('param').id)) }, 200));
  app.openapi(removeRoute, async (c) => {
    await removeDomain(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });
  app.openapi(siteRoute, async (c) => c.json({ data: siteStateToWire(await getSiteState(c.get('member'))) }, 200));
  app.openapi(offlineRoute, async (c) => c.json({ data: siteStateToWire(await takeOffline(c.get('member'))) }, 200));
  app.openapi(onlineRoute, async (c) => c.json({ data: siteStateToWire(await bringOnline(c.get('member'))) }, 200));
  app.openapi(closeRoute, async (c) => c.json({ data: siteStateToWire(await closeSite(c.get('member'), c.req.valid('json').confirm_name)) }, 200));
  app.openapi(reopenRoute, async (c) => c.json({ data: siteStateToWire(await cancelClose(c.get('member'))) }, 200));
}
