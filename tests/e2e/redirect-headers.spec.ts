import http from 'node:http';
import { expect, test } from '@playwright/test';
import { apiPost, apiSignIn, createFreshPatient } from './accounts';
import { setTxt } from './dns-txt';
import { expectNoAxeViolations, expectNoHorizontalOverflow, PORT } from './helpers';

/** A GET whose raw header lines are kept (fetch and Playwright join repeated headers). */
function rawGet(path: string, host = `localhost:${PORT}`): Promise<{ status: number; headers: [string, string][] }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path, headers: { host, 'accept-language': 'ru' } }, (res) => {
        res.resume();
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]]);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: pairs }));
      })
      .on('error', reject);
  });
}

const values = (headers: [string, string][], name: string) => headers.filter(([key]) => key === name).map(([, value]) => value);

test('a first, uncached redirect of a section path sends its Location header once (Next bug #82117, patched)', async () => {
  // family-med has no state symbols in its menu: the landing-navigation check sends the visitor home (SPEC 2.5).
  const first = await rawGet('/kk/l/family-med/state-symbols');
  expect(first.status).toBe(307);
  expect(values(first.headers, 'x-nextjs-cache')).toEqual(['MISS']);
  expect(values(first.headers, 'location')).toEqual(['/kk/l/family-med']);

  const cached = await rawGet('/kk/l/family-med/state-symbols');
  expect(cached.status).toBe(307);
  expect(values(cached.headers, 'location')).toEqual(['/kk/l/family-med']);
});



test('a clinic redirect answers its stored status, 308 by default and 307 when chosen; an external one leaves the platform host through the leaving page and the clinic own domain directly (issues 27, 28)', async ({ page }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const user = await createFreshPatient({ prefix: 'e2e-redirects' });
  const cookies = await apiSignIn(user.email, user.password);
  const slug = `e2e-redirects-${run}`;
  const created = await apiPost('w-front/ru/v1/business/user/company', { COMPANY_SLUG: slug, COMPANY_NAME: `Клиника переадресаций ${run}` }, { cookies });
  expect(created.status, JSON.stringify(created.json)).toBeLessThan(300);
  const code = (created.json as { data: { COMPANY_CODE: string } }).data.COMPANY_CODE;
  const base = `w-business/ru/${code}/0/business`;
  for (const body of [
    { from_path: '/old-prices', to_url: '/contacts' },
    { from_path: '/summer', to_url: '/contacts', status: 307 },
    { from_path: '/partner', to_url: 'https://partner.example/away' },
  ]) {
    const added = await apiPost(`${base}/redirects`, body, { cookies });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
  }

  // The clinic offers Russian only (its name is in Russian): no locale prefix.
  const permanent = await rawGet(`/l/${slug}/old-prices`);
  expect(permanent.status).toBe(308);
  expect(values(permanent.headers, 'location')).toEqual([`/l/${slug}/contacts`]);
  const temporary = await rawGet(`/l/${slug}/summer`);
  expect(temporary.status).toBe(307);
  expect(values(temporary.headers, 'location')).toEqual([`/l/${slug}/contacts`]);

  // On the platform host the external target is announced by the platform's page, not redirected to.
  const away = await rawGet(`/l/${slug}/partner`);
  expect(away.status).toBe(308);
  const leaving = `/leaving?site=${slug}&from=%2Fpartner`;
  expect(values(away.headers, 'location')).toEqual([leaving]);
  await page.goto(leaving);
  await expect(page.getByRole('heading', { level: 1, name: 'Вы уходите с сайта клиники' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти на partner.example' })).toHaveAttribute('href', 'https://partner.example/away');
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  // And on a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalOverflow(page);
  await page.goto(`/en${leaving}`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are leaving the clinic’s site' })).toBeVisible();
  // The page shows only a target the clinic stored: another from path is not found.
  expect((await page.goto(`/leaving?site=${slug}&from=%2Fnothing`))?.status()).toBe(404);

  // On the clinic's own (verified) domain the redirect goes there directly.
  const host = `www.e2e-redirects-${run}.example.kz`;
  const domain = await apiPost(`${base}/domains`, { domain: host }, { cookies });
  expect(domain.status, JSON.stringify(domain.json)).toBe(201);
  const { ID: id, RECORDS: records } = (domain.json as { data: { ID: number; RECORDS: { TYPE: string; NAME: string; VALUE: string }[] } }).data;
  const txt = records.find((record) => record.TYPE === 'TXT')!;
  await setTxt(txt.NAME, [txt.VALUE]);
  const verified = await apiPost(`${base}/domains/${id}/verify`, {}, { cookies });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
  await expect.poll(async () => (await rawGet('/partner', host)).status).toBe(308);
  expect(values((await rawGet('/partner', host)).headers, 'location')).toEqual(['https://partner.example/away']);
});
