import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { companyParams, errorResponses, jsonResponse } from '@/lib/http/openapi';
import type { Locale } from '@/lib/i18n/locales';
import { resolveApiSite } from './api-site';

type CompanyListSpec<K extends string, S extends z.ZodType> = {
  /** `/api/front/{locale}/v1/gallery/{code}` */
  path: string;
  summary: string;
  /** The answer's list field: `{ COMPANY_CODE, albums: [...] }`. */
  field: K;
  description: string;
  item: S;
  list: (companyId: number, locale: Locale) => Promise<z.infer<S>[]>;
};

/**
 * A GET call that lists one kind of a company's content in the call's locale (the gallery,
 * the director's blog): the company by its code in that locale, else 404.
 */
export function registerCompanyListRoute<K extends string, S extends z.ZodType>(app: OpenAPIHono<ApiEnv>, spec: CompanyListSpec<K, S>) {
  const body = z.object({ COMPANY_CODE: z.string(), [spec.field]: z.array(spec.item) } as { COMPANY_CODE: z.ZodString } & Record<K, z.ZodArray<S>>);
  const route = createRoute({
    method: 'get',
    path: spec.path,
    tags: ['content'],
    summary: spec.summary,
    request: { params: companyParams },
    responses: { 200: jsonResponse(spec.description, body), ...errorResponses(400, 401, 404) },
  });
  app.openapi(route, async (c) => {
    const { company, locale } = await resolveApiSite(c, c.req.valid('param').code);
    const items = await spec.list(company.id, locale);
    return c.json({ COMPANY_CODE: company.code, [spec.field]: items } as z.infer<typeof body>, 200);
  });
}
