import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { HttpError } from '@/lib/http/errors';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { companyCodeParam, companyParams, errorResponses, jsonResponse, pathParams } from '@/lib/http/openapi';
import { resolveApiSite } from '@/lib/tenants/api-site';
import { buildNewsFront, sortByFront } from './front';
import { NEWS_INDEX_LATEST, NEWS_PAGE_SIZE, pageWindow, parsePageNumber } from './pagination';
import { findNewsCategory, findNewsItem, listNewsCategories, listNewsPage } from './queries';
import { MAX_SEGMENT_LENGTH } from '@/lib/content/segments';
import { newsCategoryToWire, newsCategoryWireSchema, newsItemToWire, newsItemWireSchema, newsSummaryToWire, newsSummaryWireSchema } from './wire';

const slugParam = z.string().min(1).max(MAX_SEGMENT_LENGTH);

const indexRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/news/{code}',
  tags: ['content'],
  summary: 'News categories of a company with their front settings and latest items',
  request: { params: companyParams },
  responses: {
    200: jsonResponse('Categories in front order', z.object({ COMPANY_CODE: z.string(), categories: z.array(newsCategoryWireSchema.extend({ total: z.number().int(), news: z.array(newsSummaryWireSchema) })) })),
    ...errorResponses(400, 401, 404),
  },
});

const categoryRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/news/{code}/{category}',
  tags: ['content'],
  summary: `One page of a news category, newest first, ${NEWS_PAGE_SIZE} per page`,
  description: '`page` is a positive integer (400 otherwise); a page past the end is a 404.',
  request: {
    params: pathParams({ code: companyCodeParam, category: slugParam }),
    query: z.object({ page: z.string().max(16).optional().openapi({ example: '2' }) }),
  },
  responses: {
    200: jsonResponse(
      'The page',
      z.object({ COMPANY_CODE: z.string(), category: newsCategoryWireSchema, page: z.number().int(), pageCount: z.number().int(), pageSize: z.number().int(), total: z.number().int(), news: z.array(newsSummaryWireSchema) }),
    ),
    ...errorResponses(400, 401, 404),
  },
});

const itemRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/news/{code}/{category}/{item}',
  tags: ['content'],
  summary: 'A news item',
  request: { params: pathParams({ code: companyCodeParam, category: slugParam, item: slugParam }) },
  responses: {
    200: jsonResponse('The item', z.object({ COMPANY_CODE: z.string(), category: newsCategoryWireSchema, data: newsItemWireSchema })),
    ...errorResponses(400, 401, 404),
  },
});

export function registerNewsRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(indexRoute, async (c) => {
    const { company, locale, links } = await resolveApiSite(c, c.req.valid('param').code);
    const categories = await Promise.all(
      (await listNewsCategories(company.id)).map(async (category) => {
        const front = buildNewsFront(category, links);
        const { total, items } = await listNewsPage(category.id, 0, NEWS_INDEX_LATEST);
        return { ...newsCategoryToWire(category, front, locale), total, news: items.map((item) => newsSummaryToWire(item, front, locale)) };
      }),
    );
    return c.json({ COMPANY_CODE: company.code, categories: sortByFront(categories) }, 200);
  });

  app.openapi(categoryRoute, async (c) => {
    const { code, category: slug } = c.req.valid('param');
    const rawPage = c.req.valid('query').page;
    const page = rawPage === undefined ? 1 : parsePageNumber(rawPage);
    if (page === null) throw new HttpError(400, 'invalid_input', 'The request is invalid', { page: ['The page must be a positive integer'] });
    const { company, locale, links } = await resolveApiSite(c, code);
    const category = await findNewsCategory(company.id, slug);
    if (!category) throw new HttpError(404, 'news_category_not_found', 'News category not found');
    const front = buildNewsFront(category, links);
    const { total, items } = await listNewsPage(category.id, (page - 1) * NEWS_PAGE_SIZE, NEWS_PAGE_SIZE);
    const window = pageWindow(page, total);
    if (!window) throw new HttpError(404, 'page_not_found', 'The page is past the end of the list');
    return c.json(
      {
        COMPANY_CODE: company.code,
        category: newsCategoryToWire(category, front, locale),
        page,
        pageCount: window.pageCount,
        pageSize: NEWS_PAGE_SIZE,
        total,
        news: items.map((item) => newsSummaryToWire(item, front, locale)),
      },
      200,
    );
  });

  app.openapi(itemRoute, async (c) => {
    const { code, category: slug, item: itemSlug } = c.req.valid('param');
    const { company, locale, links } = await resolveApiSite(c, code);
    const category = await findNewsCategory(company.id, slug);
    const item = category ? await findNewsItem(category.id, itemSlug) : null;
    if (!category || !item) throw new HttpError(404, 'news_not_found', 'News item not found');
    const front = buildNewsFront(category, links);
    return c.json({ COMPANY_CODE: company.code, category: newsCategoryToWire(category, front, locale), data: newsItemToWire(item, front, locale) }, 200);
  });
}
