import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses } from '@/lib/http/openapi';
import { translatorFor } from '@/lib/i18n/messages';
import { buildMenu, type BuildMenuOptions } from '@/lib/menu/build-menu';
import type { MenuEntry } from '@/lib/menu/types';
import { resolveLandingLayout } from '@/lib/site/layouts';
import { companyNotFound, resolveApiSite } from './api-site';
import { findCompanyByCode, findCompanyCode, listMenuItems } from './queries';
import { companyToWire, companyWireSchema, menuEntryWireSchema } from './wire';

const companyRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/company/{slug}',
  tags: ['company'],
  summary: 'Company record by slug (or by its custom host)',
  request: { params: z.object({ locale: z.string(), slug: z.string().max(253) }) },
  responses: {
    200: { description: 'The company', content: { 'application/json': { schema: z.object({ data: companyWireSchema }) } } },
    ...errorResponses(401, 404),
  },
});

const menuRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/landing/menu/{code}',
  tags: ['company'],
  summary: 'Landing menu links of a company (SPEC 2.5 rules applied)',
  request: { params: z.object({ locale: z.string(), code: z.string().max(64) }) },
  responses: {
    200: {
      description: 'The menu, a leading Home entry first',
      content: { 'application/json': { schema: z.object({ COMPANY_CODE: z.string(), links: z.array(menuEntryWireSchema) }) } },
    },
    ...errorResponses(401, 404),
  },
});

type MenuLink = Omit<MenuEntry, 'id' | 'items'> & { items: MenuLink[] };

function stripIds(entries: MenuEntry[]): MenuLink[] {
  return entries.map(({ id: _id, items, ...rest }) => ({ ...rest, items: stripIds(items) }));
}

export function registerTenantRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(companyRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const code = await findCompanyCode(slug.toLowerCase());
    const company = code ? await findCompanyByCode(code) : null;
    if (!company) throw companyNotFound();
    return c.json({ data: companyToWire(company) }, 200);
  });

  app.openapi(menuRoute, async (c) => {
    // Links are root-relative when the caller runs on the company's own host (SPEC 2.4).
    const { company, locale, links: context } = await resolveApiSite(c, c.req.valid('param').code);
    const t = translatorFor(locale, 'Common');
    const options: BuildMenuOptions = {
      ...context,
      company,
      layout: resolveLandingLayout(company.templateId),
      homeTitle: t('home'),
    };
    const links = stripIds(buildMenu(await listMenuItems(company.id), options));
    return c.json({ COMPANY_CODE: company.code, links }, 200);
  });
}
