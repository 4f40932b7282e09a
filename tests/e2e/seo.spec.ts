import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { PORT } from './helpers';

// Absolute URLs come from PUBLIC_BASE_URL (the server inherits this process's environment):
// /l/{slug} pages on it, a *.localhost custom host with its scheme and port.
const BASE = new URL(process.env.PUBLIC_BASE_URL || 'http://localhost:3000');
const PLATFORM = BASE.origin;
const DEMO_HOST = `${BASE.protocol}//demo-clinic.localhost${BASE.port ? `:${BASE.port}` : ''}`;

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A plain GET to the test server with the Host header given (a custom host needs no DNS). */
function rawGet(path: string, host = `localhost:${PORT}`): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, path, headers: { host }, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Next writes a site root without its slash (`http://host`): compare URLs, not strings. */
const same = (url: string | null) => (url ? new URL(url).href : url);
const canonicalOf = async (page: Page) => same(await page.locator('link[rel="canonical"]').getAttribute('href'));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const hreflangs = (xml: string) => new Set([...xml.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]));

/** Every JSON-LD node of the page, @graph members included. */
async function jsonLdNodes(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const data = JSON.parse(text);
    return data['@graph'] ?? [data];
  });
}

test.describe('search engines and sharing', () => {
  test('/l/demo-clinic/sitemap.xml lists the canonical URLs on the custom domain in all four locales', async () => {
    const res = await rawGet('/l/demo-clinic/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls = locs(res.body);
    expect(urls.every((url) => url.startsWith(`${DEMO_HOST}/`))).toBe(true);
    expect(urls.some((url) => url.includes('/l/'))).toBe(false);
    expect(urls).toEqual(expect.arrayContaining([`${DEMO_HOST}/`, `${DEMO_HOST}/kk/about`, `${DEMO_HOST}/uz/contacts`, `${DEMO_HOST}/en/specialists/aigerim-seitkali`, `${DEMO_HOST}/materials/price-list`, `${DEMO_HOST}/news/clinic-news`]));
    expect(hreflangs(res.body)).toEqual(new Set(['ru', 'kk', 'uz', 'en', 'x-default']));
  });

  test('the custom host serves /sitemap.xml and /robots.txt; robots points to its absolute sitemap URL', async () => {
    const sitemap = await rawGet('/sitemap.xml', `demo-clinic.localhost:${PORT}`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(locs(sitemap.body)).toContain(`${DEMO_HOST}/contacts`);
    const robots = await rawGet('/robots.txt', `demo-clinic.localhost:${PORT}`);
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('User-agent: *');
    expect(robots.body).toContain('Allow: /');
    expect(robots.body).toContain(`Sitemap: ${DEMO_HOST}/sitemap.xml`);
  });

  test('/l/{slug}/robots.txt points to the sitemap of that /l/{slug} copy', async () => {
    const robots = await rawGet('/l/demo-clinic/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${PLATFORM}/l/demo-clinic/sitemap.xml`);
  });

  test("family-med's sitemap is on the platform host under /l/family-med, in ru and kk only", async () => {
    const res = await rawGet('/l/family-med/sitemap.xml');
    expect(res.status).toBe(200);
    const urls = locs(res.body);
    expect(urls).toEqual(expect.arrayContaining([`${PLATFORM}/l/family-med`, `${PLATFORM}/kk/l/family-med/about`, `${PLATFORM}/l/family-med/specialists/zhanar-tulegenova`]));
    expect(urls.every((url) => url.startsWith(`${PLATFORM}/l/family-med`) || url.startsWith(`${PLATFORM}/kk/l/family-med`))).toBe(true);
    expect(res.body).not.toMatch(/\/(en|uz)\//);
    expect(hreflangs(res.body)).toEqual(new Set(['ru', 'kk', 'x-default']));
  });

  test('sitemap.xml and robots.txt are cached like the pages (a shared cache may keep them)', async () => {
    for (const path of ['/l/demo-clinic/sitemap.xml', '/l/demo-clinic/robots.txt']) {
      const res = await rawGet(path);
      expect(res.headers['cache-control'], path).toMatch(/s-maxage=\d+/);
    }
  });

  test('an unknown company has no sitemap', async () => {
    expect((await rawGet('/l/no-such-clinic/sitemap.xml')).status).toBe(404);
  });

  test("the platform's favicon answers on both hosts; the platform home links it, a clinic with its own links that instead", async ({ page }) => {
    for (const host of [`localhost:${PORT}`, `demo-clinic.localhost:${PORT}`]) {
      const ico = await rawGet('/favicon.ico', host);
      expect(ico.status, host).toBe(200);
      expect(ico.headers['content-type'], host).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
      const svg = await rawGet('/favicon.svg', host);
      expect(svg.status, host).toBe(200);
      expect(svg.headers['content-type'], host).toMatch(/^image\/svg\+xml/);
    }
    // No request for an icon that is not there: a browser logs a 404 for it (Lighthouse's best practices).
    const missing: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 404) missing.push(res.url());
    });
    await page.goto('/');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    await page.goto('/l/demo-clinic');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/demo/demo-clinic/favicon.svg');
    expect(missing).toEqual([]);
  });

  test('the home has a canonical URL, hreflang alternates for exactly the offered locales, Open Graph and a MedicalClinic', async ({ page }) => {
    await page.goto('/l/demo-clinic');
    // The /l/ copy of a clinic with its own domain points search engines at that domain.
    expect(await canonicalOf(page)).toBe(`${DEMO_HOST}/`);
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
    expect(alternates.map(([lang, href]) => `${lang} ${same(href)}`).sort()).toEqual([`en ${DEMO_HOST}/en`, `kk ${DEMO_HOST}/kk`, `ru ${DEMO_HOST}/`, `uz ${DEMO_HOST}/uz`, `x-default ${DEMO_HOST}/`]);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Клиника Демо Мед');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${DEMO_HOST}/demo/demo-clinic/logo.svg`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Многопрофильная клиника/);
    const clinic = (await jsonLdNodes(page)).find((node) => node['@type'] === 'MedicalClinic');
    expect(clinic).toMatchObject({ name: 'Клиника Демо Мед', telephone: '+7 727 355 12 34' });
    expect(same(clinic?.url as string)).toBe(`${DEMO_HOST}/`);
  });

  test('a clinic without a domain is canonical on /l/{slug}; its kk page lists only ru and kk', async ({ page }) => {
    await page.goto('/kk/l/family-med/about');
    expect(await canonicalOf(page)).toBe(`${PLATFORM}/kk/l/family-med/about`);
    const langs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
    expect(langs.sort()).toEqual(['kk', 'ru', 'x-default']);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'kk_KZ');
  });

  test('the custom host page has the same canonical as its /l/ copy', async ({ page }) => {
    await page.goto(`http://demo-clinic.localhost:${PORT}/en/contacts`);
    expect(await canonicalOf(page)).toBe(`${DEMO_HOST}/en/contacts`);
  });

  test('the form pages have their own canonical URL and hreflang alternates', async ({ page }) => {
    await page.goto('/kk/l/demo-clinic/appointment');
    expect(await canonicalOf(page)).toBe(`${DEMO_HOST}/kk/appointment`);
    const langs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
    expect(langs.sort()).toEqual(['en', 'kk', 'ru', 'uz', 'x-default']);
    await page.goto('/l/demo-clinic/ask-question');
    expect(await canonicalOf(page)).toBe(`${DEMO_HOST}/ask-question`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /— Клиника Демо Мед$/);
  });

  test('the contacts page has a BreadcrumbList from the home and the MedicalClinic', async ({ page }) => {
    await page.goto('/l/demo-clinic/contacts');
    expect(await canonicalOf(page)).toBe(`${DEMO_HOST}/contacts`);
    const nodes = await jsonLdNodes(page);
    const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ position: number; name: string; item: string }> };
    expect(crumbs.itemListElement.map((step) => `${step.position} ${step.name} ${same(step.item)}`)).toEqual([`1 Главная ${DEMO_HOST}/`, `2 Контакты ${DEMO_HOST}/contacts`]);
    expect(nodes.some((node) => node['@type'] === 'MedicalClinic')).toBe(true);
  });
});
