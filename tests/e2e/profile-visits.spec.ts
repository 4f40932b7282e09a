import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ru from '../../messages/ru.json';
import { apiPost, apiSignIn, addCookies, createFreshPatient, newContext, ORIGIN, PHONE, type Cookie } from './accounts';
import { clinicDay } from './booking';
import { withDatabase } from './database';
import { hostOrigin } from '../../lib/seo/urls';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// Issue 30 "The patient's visits in /profile", on a 360 px phone: a signed-in patient with two
// visits booked through the public booking API sees both, cancels one (with the confirm step),
// and the other's reschedule link carries a valid manage token: the manage page is bk-public's
// (not on this branch), so the move is made with that link's token through the public move API
// and /profile shows the new time. Axe is clean.
const m = ru.ProfileVisits;
const BASIC = `Basic ${Buffer.from(`${process.env.API_AUTH_USER ?? 'front'}:${process.env.API_AUTH_PASSWORD ?? 'front-dev-password'}`).toString('base64')}`;

/** The demo clinic's own domain as the server writes its links (PUBLIC_BASE_URL's scheme and port, which the server inherits). */
const CLINIC_ORIGIN = hostOrigin('demo-clinic.localhost');

type Slot = { start: string; date: string; time: string };

/** A seeded DEMO doctor taking free slots (the newest), with one of their visit types. */
async function bookableDoctor(): Promise<{ specialistId: number; visitTypeId: number }> {
  const { rows } = await withDatabase((db) =>
    db.query<{ specialist_id: number; visit_type_id: number }>(
      `SELECT b.specialist_id, t.id AS visit_type_id FROM doctor_booking b
       JOIN companies c ON c.id = b.company_id JOIN specialists s ON s.id = b.specialist_id
       JOIN visit_types t ON t.specialist_id = b.specialist_id AND t.is_active
       WHERE c.code = 'DEMO' AND b.mode = 'slots' AND s.is_published
         AND EXISTS (SELECT 1 FROM schedule_hours h WHERE h.specialist_id = b.specialist_id)
       ORDER BY b.specialist_id DESC, t.position, t.id LIMIT 1`,
    ),
  );
  expect(rows[0], 'a seeded doctor in slots mode').toBeTruthy();
  return { specialistId: rows[0].specialist_id, visitTypeId: rows[0].visit_type_id };
}

async function freeSlots(doctor: { specialistId: number; visitTypeId: number }): Promise<Slot[]> {
  const query = new URLSearchParams({ visit_type_id: String(doctor.visitTypeId), from: clinicDay(8), to: clinicDay(20) });
  const res = await fetch(`${ORIGIN}/api/front/ru/v1/booking/DEMO/doctors/${doctor.specialistId}/slots?${query}`, { headers: { authorization: BASIC } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { slots: Slot[] } }).data.slots;
}

async function book(doctor: { specialistId: number; visitTypeId: number }, slot: Slot, phone: string, cookies: Cookie[]) {
  const res = await apiPost('w-front/ru/v1/booking/book', { COMPANY_CODE: 'DEMO', specialist_id: doctor.specialistId, visit_type_id: doctor.visitTypeId, start: slot.start, phone }, { cookies });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return (res.json as { data: { id: number; manage_token: string } }).data;
}

test('360 px: a patient sees their booked visits in /profile, cancels one after a confirm step, and the other’s reschedule link holds a valid manage token', async ({ browser }) => {
  test.setTimeout(120_000);
  const patient = await createFreshPatient({ prefix: 'visits' });
  const cookies = await apiSignIn(patient.email, patient.password);
  const phone = `+7747${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const doctor = await bookableDoctor();
  const slots = await freeSlots(doctor);
  expect(slots.length).toBeGreaterThan(10);
  const [first, second] = [slots[0], slots[3]];
  const target = slots[slots.length - 1];
  const cancelled = await book(doctor, first, phone, cookies);
  const kept = await book(doctor, second, phone, cookies);

  const context = await newContext(browser, PHONE);
  await addCookies(context, cookies);
  const page = await context.newPage();
  try {
    await page.goto('/profile/visits');
    await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    // The visits lead the account navigation.
    const nav = page.getByRole('navigation', { name: ru.ProfileNav.navigation });
    await expect(nav.getByRole('link').first()).toHaveText(ru.ProfileNav.sections.visits);
    await expect(nav.getByRole('link', { name: ru.ProfileNav.sections.visits })).toHaveAttribute('aria-current', 'page');

    const upcoming = page.getByTestId('visit-upcoming');
    await expect(upcoming).toHaveCount(2);
    const firstCard = page.locator(`[data-visit-id="${cancelled.id}"]`);
    const keptCard = page.locator(`[data-visit-id="${kept.id}"]`);
    // The time as the clinic's zone writes it (the slots API answers it in that zone too).
    await expect(firstCard).toContainText(`, ${first.time}`);
    await expect(firstCard).toContainText(m.statuses.booked);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    // The reschedule link: the clinic's own domain, the manage page, the token of the visit's version.
    const reschedule = keptCard.getByRole('link', { name: m.reschedule });
    await expect(reschedule).toHaveAttribute('href', `${CLINIC_ORIGIN}/visit/${kept.manage_token}`);
    // Add to calendar: the .ics of that visit, fetched with the API's authorization and saved.
    const download = page.waitForEvent('download');
    await keptCard.getByRole('button', { name: m.addToCalendar }).click();
    const ics = (await readFile((await (await download).path())!, 'utf8')).replace(/\r\n /g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`/visit/${kept.manage_token}`);

    // Cancel, with a confirm step; "no" keeps it.
    await firstCard.getByRole('button', { name: m.cancel }).click();
    const question = firstCard.getByRole('group');
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: m.cancelNo }).click();
    await expect(question).toBeHidden();
    await firstCard.getByRole('button', { name: m.cancel }).click();
    await expectNoAxeViolations(page);
    await firstCard.getByRole('button', { name: m.cancelYes }).click();
    await expect(page.getByTestId('visit-upcoming')).toHaveCount(1);
    const pastCard = page.getByTestId('visit-past').and(page.locator(`[data-visit-id="${cancelled.id}"]`));
    await expect(pastCard).toContainText(m.statuses.cancelled);
    const { rows } = await withDatabase((db) => db.query<{ status: string; kinds: string[] }>(
      `SELECT v.status, array(SELECT o.meta->>'kind' FROM outbox o WHERE o.meta->>'visitId' = v.id::text AND o.channel = 'sms' ORDER BY o.id) AS kinds FROM visits v WHERE v.id = $1`,
      [cancelled.id],
    ));
    expect(rows[0]).toEqual({ status: 'cancelled', kinds: ['booking.booked', 'booking.cancelled'] });

    // The second visit moved with the reschedule link's token (the public move API, as the manage page calls it).
    const token = (await reschedule.getAttribute('href'))!.split('/visit/')[1];
    const moved = await apiPost('w-front/ru/v1/booking/move', { token, start: target.start });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    await page.reload();
    await expect(keptCard).toContainText(`, ${target.time}`);
    const newToken = (moved.json as { data: { manage_token: string } }).data.manage_token;
    await expect(keptCard.getByRole('link', { name: m.reschedule })).toHaveAttribute('href', `${CLINIC_ORIGIN}/visit/${newToken}`);
    // The old link is void now.
    const again = await apiPost('w-front/ru/v1/booking/cancel', { token });
    expect(again.status).toBe(409);
  } finally {
    await context.close();
  }
});
