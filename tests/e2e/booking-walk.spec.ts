import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import kk from '../../messages/kk.json';
import ru from '../../messages/ru.json';
import { managerContext, newContext, PHONE } from './accounts';
import { clinicDay, signedInPatient } from './booking';
import { withDatabase } from './database';
import { CUSTOM_HOST, expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// Issue 30 "Done when", as one story on a 360 px phone, in ru and kk: a signed-in patient books a
// demo doctor's time in at most three taps and sees the confirmation; the reception's calendar
// (another browser, open all along) shows the visit without a reload; the patient moves it from
// /profile → Visits (its manage link) and the calendar shows the new time; the patient cancels it
// from the SMS link in the dev outbox and the calendar shows it cancelled. Axe on every screen.
// Each run takes a demo doctor no other spec books (booking-public, profile-visits and the
// schedule spec take others), and a day at least two days ahead, so the clinic's change limit
// never forbids the move and no time passes while the test runs. The times are the page's.
// The ru run saves the closing note's phone screenshots (attached; also files in SCREENSHOT_DIR).
const LOCALES = [
  { locale: 'ru', prefix: '', messages: ru, doctor: 'saule-zhakupova', shots: true },
  { locale: 'kk', prefix: '/kk', messages: kk, doctor: 'nodira-yusupova', shots: false },
] as const;

/** A time to pick: the first day at least two days ahead with at least three free times. */
type Pick = { day: string; slots: Locator };

/** In a times grid (a doctor's page or the manage page's move), the first day two or more days ahead with three free times; "more days" until one shows. */
async function dayAhead(root: Locator, more: Locator, minDay: string, minSlots = 3): Promise<Pick> {
  await expect(root.locator('[data-slot]').first()).toBeVisible();
  for (let round = 0; round < 6; round += 1) {
    for (const section of await root.locator('[data-slot-day]').all()) {
      const day = (await section.getAttribute('data-slot-day'))!;
      const slots = section.locator('[data-slot]');
      if (day >= minDay && (await slots.count()) >= minSlots) return { day, slots };
    }
    const days = await root.locator('[data-slot-day]').count();
    await more.click();
    await expect(root.locator('[data-slot-day]')).not.toHaveCount(days);
  }
  throw new Error(`no day from ${minDay} with ${minSlots} free times`);
}

/**
 * A link the server wrote to the clinic's own domain (demo-clinic.localhost), on this test's
 * server: the server writes PUBLIC_BASE_URL's port (unset in the browser tests, so the default
 * one), the tests listen on E2E_PORT. The host and the path are the link's own.
 */
function onClinicDomain(href: string): string {
  const url = new URL(href);
  expect(url.hostname, `${href} leads to the clinic's own domain`).toBe(new URL(CUSTOM_HOST).hostname);
  return `${CUSTOM_HOST}${url.pathname}${url.search}`;
}

/** The visit's id, from its manage token (`{id}.{version}.{signature}`) at the end of a link. */
const visitIdOf = (href: string) => Number(href.split('/visit/')[1].split('.')[0]);

for (const { locale, prefix, messages, doctor, shots } of LOCALES) {
  const m = messages.Booking;

  test(`${locale}, 360 px: a signed-in patient books in three taps, moves the visit from /profile and cancels it from the SMS link; the reception's calendar follows each change`, async ({ browser }) => {
    test.setTimeout(300_000);
    const shot = async (page: Page, name: string, options: { fullPage?: boolean } = {}) => {
      if (!shots) return;
      const file = test.info().outputPath(name);
      await page.screenshot({ path: file, ...options });
      await test.info().attach(name, { path: file, contentType: 'image/png' });
      if (process.env.SCREENSHOT_DIR) {
        const dir = path.resolve(process.env.SCREENSHOT_DIR);
        await mkdir(dir, { recursive: true });
        await copyFile(file, path.join(dir, name));
      }
    };
    const minDay = clinicDay(2);
    const { context, phone, name } = await signedInPatient(browser, { prefix: `walk-${locale}` });
    let reception: Awaited<ReturnType<typeof managerContext>> | undefined;
    let visitId: number | undefined;
    let doctorId: number | undefined;
    try {
      // The doctor's page: their free times, a day far enough ahead.
      const page = await context.newPage();
      await page.goto(`${prefix}/l/demo-clinic/specialists/${doctor}`);
      const timesHeading = page.getByRole('heading', { level: 2, name: m.freeTimes });
      await expect(timesHeading).toBeVisible();
      const times = page.locator('[data-doctor-times]');
      doctorId = Number(await times.getAttribute('data-doctor-times'));
      const { day, slots } = await dayAhead(times, times.locator('[data-more-days]'), minDay);
      const chosen = slots.first();
      const bookedStart = (await chosen.getAttribute('data-slot'))!;
      const bookedTime = (await chosen.textContent())!.trim();
      const visitorStart = (await slots.last().getAttribute('data-slot'))!;
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      // The times at the top of the phone's screen, under the sticky header (the section's scroll margin), as the header's "book" leads there.
      await page.locator('#free-times').evaluate((section) => section.scrollIntoView({ block: 'start' }));
      await shot(page, 'doctor-times.png');

      if (shots) {
        // The details step as a signed-out visitor sees it (another browser), closed before any booking: the hold expires by itself.
        const visitorContext = await newContext(browser, PHONE);
        try {
          const visitor = await visitorContext.newPage();
          await visitor.goto(`${prefix}/l/demo-clinic/specialists/${doctor}`);
          const visitorTimes = visitor.locator('[data-doctor-times]');
          await expect(visitorTimes.locator('[data-slot]').first()).toBeVisible();
          const visitorSlot = visitorTimes.locator(`[data-slot="${visitorStart}"]`);
          while (!(await visitorSlot.isVisible())) await visitorTimes.locator('[data-more-days]').click();
          await visitorSlot.tap();
          const visitorFlow = visitor.locator('[data-booking-flow]');
          await expect(visitorFlow).toHaveAttribute('data-step', 'details');
          await expect(visitorFlow.getByLabel(m.phone)).toBeVisible();
          await expect(visitorFlow.getByRole('button', { name: m.sendCode })).toBeVisible();
          await expectNoAxeViolations(visitor);
          await shot(visitor, 'details.png');
          await visitor.getByRole('dialog').getByRole('button', { name: m.close }).click();
          await expect(visitor.getByRole('dialog')).toBeHidden();
        } finally {
          await visitorContext.close();
        }
      }

      // The reception has that day of the doctor open on its phone, before the patient books.
      reception = await managerContext(browser, PHONE);
      const calendar = await reception.newPage();
      await calendar.goto(`${prefix}/pro/DEMO/0/calendar?day=${day}&doctor=${doctorId}`);
      await expect(calendar.getByRole('heading', { level: 1, name: messages.BusinessCalendar.title })).toBeVisible();
      await expect(calendar.getByTestId('calendar-days')).toBeVisible();

      // The booking: a time, then confirm (the details are the account's). Every tap is counted.
      let taps = 0;
      const tap = async (target: Locator) => {
        taps += 1;
        await target.tap();
      };
      await tap(chosen);
      const flow = page.locator('[data-booking-flow]');
      await expect(flow).toHaveAttribute('data-step', 'details');
      await expect(flow.getByText(m.signedInAs.replace('{name}', name).replace('{phone}', phone))).toBeVisible();
      await expectNoAxeViolations(page);
      await tap(flow.getByRole('button', { name: m.confirm }));
      await expect(flow).toHaveAttribute('data-step', 'done');
      expect(taps, 'taps from the doctor page to a booked visit').toBeLessThanOrEqual(3);
      await expect(flow.getByText(m.doneText)).toBeVisible();
      await expect(flow.locator('[data-visit-when]')).toHaveText(new RegExp(`, ${bookedTime}$`));
      const manage = flow.getByRole('link', { name: m.manage });
      visitId = visitIdOf((await manage.getAttribute('href'))!);
      await expectNoAxeViolations(page);
      await shot(page, 'confirmation.png');

      // The calendar shows the visit, no reload (it reads itself again every few seconds).
      const inCalendar = calendar.locator(`[data-testid="calendar-visit"][data-visit-id="${visitId}"]`);
      await expect(inCalendar).toBeVisible({ timeout: 30_000 });
      await expect(inCalendar).toHaveAttribute('data-status', 'booked');
      // Its first line is the time, start–end: the start is the booked one.
      const calendarTime = inCalendar.locator('span').first();
      await expect(calendarTime).toHaveText(new RegExp(`^${bookedTime}–`));

      // /profile → Visits: the visit, and its reschedule link (the manage page).
      const pv = messages.ProfileVisits;
      await page.goto(`${prefix}/profile/visits`);
      await expect(page.getByRole('heading', { level: 1, name: pv.title })).toBeVisible();
      const card = page.locator(`[data-testid="visit-upcoming"][data-visit-id="${visitId}"]`);
      await expect(card).toContainText(`, ${bookedTime}`);
      await expect(card).toContainText(pv.statuses.booked);
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await shot(page, 'profile-visits.png', { fullPage: true });
      const reschedule = (await card.getByRole('link', { name: pv.reschedule }).getAttribute('href'))!;
      expect(new URL(reschedule).pathname).toMatch(new RegExp(`^${prefix}/visit/${visitId}\\.`));
      await page.goto(onClinicDomain(reschedule));
      await expect(page.getByRole('heading', { level: 1, name: m.manageTitle })).toBeVisible();
      await expect(page.locator('[data-visit-status="booked"]')).toBeVisible();
      await expectNoAxeViolations(page);

      // Another time of that day, as the move offers it.
      await page.getByRole('button', { name: m.move }).click();
      const moveTimes = page.locator('[data-move-times]');
      await expect(moveTimes.locator('[data-slot]').first()).toBeVisible();
      const moveDay = moveTimes.locator(`[data-slot-day="${day}"]`);
      while (!(await moveDay.isVisible())) await moveTimes.getByRole('button', { name: m.more }).click();
      const target = moveDay.locator(`[data-slot]:not([data-slot="${bookedStart}"]):not([data-slot="${visitorStart}"])`).first();
      const movedTime = (await target.textContent())!.trim();
      expect(movedTime).not.toBe(bookedTime);
      await target.click();
      await expect(page.getByText(m.moved)).toBeVisible();
      await expect(page.locator('[data-visit-when]')).toHaveText(new RegExp(`, ${movedTime}$`));
      await expectNoAxeViolations(page);

      // /profile shows the new time; so does the calendar, again without a reload.
      await page.goto(`${prefix}/profile/visits`);
      await expect(card).toContainText(`, ${movedTime}`);
      await expect(calendarTime).toHaveText(new RegExp(`^${movedTime}–`), { timeout: 30_000 });
      await expect(inCalendar).toHaveAttribute('data-status', 'booked');
      await expectNoAxeViolations(calendar);
      await expectNoHorizontalOverflow(calendar);
      await shot(calendar, 'calendar.png', { fullPage: true });

      // The SMS of the move carries the manage link: the patient cancels there.
      let smsLink = '';
      await expect(async () => {
        const { rows } = await withDatabase((db) =>
          db.query<{ body: string }>(`SELECT body FROM outbox WHERE channel = 'sms' AND recipient = $1 AND meta->>'visitId' = $2 AND meta->>'kind' = 'booking.moved' ORDER BY id DESC LIMIT 1`, [phone, String(visitId)]),
        );
        smsLink = /https?:\/\/\S+\/visit\/\S+/.exec(rows[0]?.body ?? '')?.[0] ?? '';
        expect(smsLink).not.toBe('');
      }).toPass({ timeout: 30_000 });
      expect(new URL(smsLink).pathname).toMatch(new RegExp(`^${prefix}/visit/${visitId}\\.`));
      await page.goto(onClinicDomain(smsLink));
      await expect(page.locator('[data-visit-status="booked"]')).toBeVisible();
      await expect(page.locator('[data-visit-when]')).toHaveText(new RegExp(`, ${movedTime}$`));
      await page.getByRole('button', { name: m.cancel }).click();
      await expect(page.getByText(m.cancelQuestion)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: m.cancelYes }).click();
      await expect(page.getByText(m.cancelled)).toBeVisible();
      await expectNoAxeViolations(page);

      // The calendar marks it cancelled, no reload.
      await expect(inCalendar).toHaveAttribute('data-status', 'cancelled', { timeout: 30_000 });
      await expect(inCalendar).toContainText(messages.BusinessCalendar.status.cancelled);
    } finally {
      await context.close();
      await reception?.close();
      // Nothing of this walk stays in the demo clinic: a visit a failure left booked is cancelled, and the visitor's hold dropped.
      await withDatabase(async (db) => {
        if (visitId !== undefined) await db.query(`UPDATE visits SET status = 'cancelled', cancelled_at = now() WHERE id = $1 AND status = 'booked'`, [visitId]);
        if (doctorId !== undefined) await db.query(`DELETE FROM visits WHERE specialist_id = $1 AND status = 'hold'`, [doctorId]);
      });
    }
  });
}
