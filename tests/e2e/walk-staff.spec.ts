import { expect, test, type Page, type TestInfo } from '@playwright/test';
import kk from '../../messages/kk.json';
import ru from '../../messages/ru.json';
import uz from '../../messages/uz.json';
import { apiPost, apiSignIn, createFreshPatient, managerContext, newContext, signIn } from './accounts';
import { withDatabase } from './database';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// Issue 20, staff: a manager invites a colleague by e-mail with a role preset; the colleague
// opens the mailed link (read from the dev outbox) as another user and joins with the preset's
// permissions; after a settings edit the activity log says what changed. In ru, kk and uz, at
// 360x800 and 1280x800: axe clean, no horizontal overflow, a screenshot of each state.

const MESSAGES = { ru, kk, uz } as const;
const SIZES = { phone: { width: 360, height: 800 }, desktop: { width: 1280, height: 800 } } as const;
const run = Date.now().toString(36);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The text of a message before its first placeholder: 'Пригласить по e-mail: {cabinet}' -> 'Пригласить по e-mail: '. */
const lead = (message: string) => message.split('{')[0];

async function check(page: Page, testInfo: TestInfo, name: string) {
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
}

/** The invitation link of the newest mail to an address (the outbox row is written with the invitation). */
async function mailedLink(email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const { rows } = await withDatabase((db) => db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [email]));
    link = /https?:\/\/\S+\/pro\/join\?invite=[A-Za-z0-9_-]+/.exec(rows[0]?.body ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 20_000 });
  return link;
}

for (const locale of ['ru', 'kk', 'uz'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`staff walk, ${locale}, ${size}: invite with a preset, join from the mailed link, the log says what changed`, async ({ browser }, testInfo) => {
      test.setTimeout(120_000);
      const m = MESSAGES[locale];
      const prefix = locale === 'ru' ? '' : `/${locale}`;
      const device = size === 'phone' ? { viewport, isMobile: true, hasTouch: true } : { viewport };
      const manager = await managerContext(browser, device);
      const page = await manager.newPage();

      // 1. The invite form: e-mail, name, a role preset; sent, it is listed as awaiting a reply.
      await page.goto(`${prefix}/pro/DEMO/0/members`);
      const invites = page.getByRole('region', { name: new RegExp(`^${escape(lead(m.BusinessInvites.title))}`) });
      await expect(invites).toBeVisible();
      const email = `walk-${locale}-${size}-${run}@invite.test.kz`;
      await invites.getByLabel(new RegExp(`^${escape(m.BusinessInvites.email)}`)).fill(email);
      await invites.getByLabel(m.BusinessInvites.name, { exact: true }).fill('Айгерим');
      await invites.getByRole('radio', { name: m.BusinessMembers.roles.doctor, exact: true }).check();
      await check(page, testInfo, `${locale}-${size}-1-invite-form`);
      await invites.getByRole('button', { name: m.BusinessInvites.submit }).click();
      const listed = invites.getByTestId('invitation').filter({ hasText: email });
      await expect(listed).toContainText(m.BusinessInvites.status.pending);
      await expect(listed).toContainText(m.BusinessMembers.roles.doctor);
      await listed.scrollIntoViewIfNeeded();
      await check(page, testInfo, `${locale}-${size}-2-invitation-listed`);

      // 2. The mailed link, opened by another user: the offer, then Accept; the cabinet opens.
      const link = new URL(await mailedLink(email));
      expect(link.pathname).toBe(`${prefix}/pro/join`);
      const colleague = await createFreshPatient({ prefix: `walk-${locale}`, name: 'Айгерим' });
      const other = await newContext(browser, device);
      await signIn(other, colleague.email, colleague.password);
      const invited = await other.newPage();
      await invited.goto(`${link.pathname}${link.search}`);
      await expect(invited.getByRole('heading', { level: 1, name: m.BusinessInvites.accept.title })).toBeVisible();
      await expect(invited.getByTestId('invitation-role')).toContainText(m.BusinessMembers.roles.doctor);
      await expect(invited.getByText(email, { exact: true })).toBeVisible();
      await check(invited, testInfo, `${locale}-${size}-3-invitation-offer`);
      await invited.getByRole('button', { name: m.BusinessInvites.accept.submit }).click();
      await invited.waitForURL(new RegExp(`${escape(prefix)}/pro/DEMO/0(/|$)`));
      await check(invited, testInfo, `${locale}-${size}-4-joined`);
      // The link works once: opened again, it says so.
      await invited.goto(`${link.pathname}${link.search}`);
      await expect(invited.getByTestId('invitation-error')).toHaveText(m.BusinessErrors.invitation_used);
      await check(invited, testInfo, `${locale}-${size}-5-link-used`);

      // The manager's list says it was accepted.
      await page.reload();
      await expect(page.getByTestId('invitation').filter({ hasText: email })).toContainText(m.BusinessInvites.status.accepted);

      // 3. A settings edit (online booking switched), then the log says what changed.
      const cookies = await apiSignIn('manager@demo-clinic.kz', 'Manager-demo-2026');
      for (const value of [false, true]) {
        const saved = await apiPost('w-front/ru/v1/business/user/company', { COMPANY_CODE: 'DEMO', is_active_online_entry: value }, { cookies });
        expect(saved.status).toBe(200);
      }
      await page.goto(`${prefix}/pro/DEMO/0/audit?kind=company`);
      const entry = page.getByRole('listitem').filter({ hasText: m.BusinessAudit.actions.company_update }).first();
      await expect(entry).toBeVisible();
      await entry.locator('summary').click();
      await expect(entry.getByText(m.BusinessAudit.fields.is_active_online_entry, { exact: true })).toBeVisible();
      await expect(entry.getByText(m.BusinessAudit.changes.yes, { exact: true })).toBeVisible();
      await check(page, testInfo, `${locale}-${size}-6-log-what-changed`);

      await other.close();
      await manager.close();
    });
  }
}
