import { createHash } from 'node:crypto';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { CUSTOM_HOST, PORT, PUBLIC_PAGES, waitForSiteRuntime, watchCspViolations } from './helpers';

/**
 * The Content-Security-Policy allows no inline script but those of the page itself, by hash
 * (docs/decisions.md, "CSP with script hashes"): on every public page of the demo clinic, on
 * the platform host and on the clinic's own domain, the browser reports no violation, also
 * after the lazily loaded parts ran (the site runtime, the sign-in dialog, a form's first focus).
 */

/**
 * In the browser: every page on the platform host; on the clinic's own domain (the same
 * components, another address) the home and a form page. Every page on the own domain has its
 * header checked against its body over HTTP below, which is what differs per page.
 */
const HOSTS = [
  { name: 'platform host', url: (path: string) => `/l/demo-clinic${path}`, pages: PUBLIC_PAGES },
  { name: 'custom domain', url: (path: string) => `${CUSTOM_HOST}${path || '/'}`, pages: ['', '/appointment'] },
];

/** A GET from this machine to a host of ours (Node does not resolve *.localhost, so the Host header names it). */
function get(host: string, path: string, address: string): Promise<{ body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: PORT, path, headers: { host: `${host}:${PORT}`, 'x-forwarded-for': address }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ body, headers: res.headers }));
    });
    req.on('error', reject);
  });
}

const octet = () => 1 + Math.floor(Math.random() * 250);

/** The sources of the CSP's script-src. */
function scriptSources(policy: string | string[] | undefined): string[] {
  const directive = String(policy ?? '').split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

/**
 * The 'sha256-…' sources of the inline scripts the browser runs in an HTML body, found with a
 * regular expression (not the door's scanner): no src, a JavaScript type or none.
 */
function inlineScriptHashesOf(html: string): string[] {
  const executable = /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/;
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (!executable.test(type.trim().toLowerCase())) continue;
    const hash = `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

test.describe("CSP: scripts by origin and hash, no 'unsafe-inline'", () => {
  test.beforeEach(async ({ page }) => {
    const address = `10.${octet()}.${octet()}.${octet()}`;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address, 'x-client-address': address });
  });

  for (const host of HOSTS) {
    for (const path of host.pages) {
      test(`${host.name} ${path || '/'}: the policy lists exactly the page's inline scripts and nothing is blocked, also after sign-in and a form's focus`, async ({ page }) => {
        const expectNoCspViolations = await watchCspViolations(page);
        const response = (await page.goto(host.url(path)))!;
        expect(response.status()).toBe(path === '/specialists/no-such-doctor' ? 404 : 200);
        const sources = scriptSources(response.headers()['content-security-policy']);
        expect(sources.slice(0, 1)).toEqual(["'self'"]);
        expect(sources).not.toContain("'unsafe-inline'");
        expect(sources).not.toContain("'unsafe-eval'");
        const listed = sources.filter((source) => source.startsWith("'sha256-"));
        const inline = inlineScriptHashesOf(await response.text());
        // Every App Router page has its bootstrap and flight scripts; the header lists exactly them.
        expect(inline.length).toBeGreaterThan(0);
        expect(listed).toEqual(inline);

        await waitForSiteRuntime(page);
        // The sign-in dialog and the form kit load on demand.
        await page.getByRole('button', { name: 'Войти' }).click();
        const dialog = page.getByRole('dialog', { name: 'Вход в аккаунт' });
        await expect(dialog).toBeVisible();
        await dialog.getByLabel('E-mail или телефон').focus();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        const form = page.getByRole('main').locator('form');
        if ((await form.count()) > 0) {
          await form.first().locator('input:not([type="hidden"]), textarea, select').first().focus();
          await page.keyboard.type('1');
        }
        await page.waitForLoadState('networkidle');
        await expectNoCspViolations();
      });
    }
  }

  test("custom domain, every page: the policy lists exactly the page's inline scripts", async () => {
    for (const path of PUBLIC_PAGES) {
      const { body, headers } = await get('demo-clinic.localhost', path || '/', `10.${octet()}.${octet()}.${octet()}`);
      const sources = scriptSources(headers['content-security-policy']);
      expect(sources.slice(0, 1), path).toEqual(["'self'"]);
      expect(sources, path).not.toContain("'unsafe-inline'");
      const listed = sources.filter((source) => source.startsWith("'sha256-"));
      expect(listed.length, path).toBeGreaterThan(0);
      expect(listed, path).toEqual(inlineScriptHashesOf(body));
    }
  });

  test('a cached page has the same policy for every visitor (no nonce): two visitors get the same body and header', async () => {
    for (const [host, path] of [
      ['localhost', '/l/demo-clinic'],
      ['demo-clinic.localhost', '/about'],
    ]) {
      const answers = [];
      for (const address of ['10.1.2.3', '10.4.5.6']) answers.push(await get(host, path, address));
      expect(answers[1].headers['x-nextjs-cache'], path).toBe('HIT');
      expect(answers[1].headers['content-security-policy'], path).toBe(answers[0].headers['content-security-policy']);
      expect(answers[1].body, path).toBe(answers[0].body);
      const listed = scriptSources(answers[0].headers['content-security-policy']).filter((source) => source.startsWith("'sha256-"));
      expect(listed, path).toEqual(inlineScriptHashesOf(answers[0].body));
      expect(listed.length, path).toBeGreaterThan(0);
    }
  });
});
