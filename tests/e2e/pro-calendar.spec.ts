import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import kk from '../../messages/kk.json';
import ru from '../../messages/ru.json';
import { apiPost, codeFromOutbox, freshAddress, managerContext, PHONE } from './accounts';
import { clinicDay } from './booking';
import { withDatabase } from './database';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// Issue 30 "The clinic's side in /pro": on a 360 px phone the reception has the calendar open; a
// patient books through the public API (SMS code from the dev outbox) and the visit appears with
// no reload; the reception marks it came, blocks time, books a patient who phoned (a time off the
// hours first: the error on the field, in the member's language) and moves that visit; axe is clean;
// a staff e-mail's link opens the visit.
// A doctor of its own a language, so the two runs share nothing.
const LOCALES = [
  { locale: 'ru', prefix: '', messages: ru },
  { locale: 'kk', prefix: '/kk', messages: kk },
] as const;

/** A published DEMO doctor in slots mode, 09:00–18:00 every day, a 30-minute visit type; `day` open even on a holiday. */
async function createDoctor(label: string, day: string): Promise<{ id: number; visitType: number }> {
  return withDatabase(async (db) => {
    const { rows: company } = await db.query<{ id: number }>("SELECT id FROM companies WHERE code = 'DEMO'");
    const companyId = company[0].id;
    const { rows: doctor } = await db.query<{ id: number }>(
      `INSERT INTO specialists (company_id, slug, full_name, specialty, is_published, position) VALUES ($1, $2, $3, $4, true, 200) RETURNING id`,
      [companyId, `calendar-${label}-${randomInt(1e9)}`, JSON.stringify({ ru: `Календарь ${label}`, kk: `Күнтізбе ${label}` }), JSON.stringify({ ru: 'Терапевт', kk: 'Терапевт' })],
    );
    const id = doctor[0].id;
    await db.query(`INSERT INTO doctor_booking (specialist_id, company_id, mode) VALUES ($1, $2, 'slots')`, [id, companyId]);
    for (let weekday = 1; weekday <= 7; weekday += 1) await db.query(`INSERT INTO schedule_hours (company_id, specialist_id, weekday, starts_at, ends_at) VALUES ($1, $2, $3, '09:00', '18:00')`, [companyId, id, weekday]);
    await db.query(`INSERT INTO holidays (company_id, day, name, is_closed) VALUES ($1, $2, '{"ru":"Рабочий день"}', false) ON CONFLICT DO NOTHING`, [companyId, day]);
    const { rows: type } = await db.query<{ id: number }>(`INSERT INTO visit_types (company_id, specialist_id, name, duration_minutes) VALUES ($1, $2, $3, 30) RETURNING id`, [companyId, id, JSON.stringify({ ru: 'Консультация', kk: 'Кеңес' })]);
    return { id, visitType: type[0].id };
  });
}

/** The wall time HH:MM on `day` in Almaty as an instant (Kazakhstan: UTC+5 since March 2024). */
const almaty = (day: string, time: string) => `${day}T${time}:00+05:00`;

for (const [index, { locale, prefix, messages }] of LOCALES.entries()) {
  const m = messages.BusinessCalendar;

  test(`${locale}, 360 px: the reception sees a patient's booking arrive, marks it came, blocks time, books a phoning patient and moves the visit`, async ({ browser }) => {
    test.setTimeout(240_000);
    const day = clinicDay(10 + index);
    const doctor = await createDoctor(locale, day);
    const context = await managerContext(browser, PHONE);
    const page = await context.newPage();
    try {
      await page.goto(`${prefix}/pro/DEMO/0/calendar?day=${day}&doctor=${doctor.id}`);
      await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
      await expect(page.getByLabel(m.doctor, { exact: true })).toHaveValue(String(doctor.id));
      await expect(page.getByTestId('calendar-days')).toContainText(m.empty);
      // The member's own visit e-mail switch in the header (off: the demo manager never asked for it).
      await expect(page.getByRole('checkbox', { name: m.visitMail.label })).not.toBeChecked();

      // A patient books 10:00 through the public API: an SMS code, then the booking.
      const phone = `+7701${String(randomInt(1e7)).padStart(7, '0')}`;
      const address = freshAddress();
      expect((await apiPost(`w-front/${locale}/v1/booking/code`, { phone }, { address })).status).toBe(202);
      const code = await codeFromOutbox(phone);
      const patient = `Пациент ${locale} ${randomInt(1e6)}`;
      const booked = await apiPost(`w-front/${locale}/v1/booking/book`, { COMPANY_CODE: 'DEMO', specialist_id: doctor.id, visit_type_id: doctor.visitType, start: almaty(day, '10:00'), name: patient, phone, code, consent: true }, { address });
      expect(booked.status, JSON.stringify(booked.json)).toBe(201);

      // It appears without a reload (the calendar reads itself again every few seconds).
      const arrived = page.getByTestId('calendar-visit').filter({ hasText: patient });
      await expect(arrived).toBeVisible({ timeout: 30_000 });
      await expect(arrived).toHaveAttribute('data-status', 'booked');
      await expect(arrived).toContainText('10:00');

      // Came.
      await arrived.click();
      const panel = page.getByTestId('visit-panel');
      await expect(panel).toContainText(phone);
      await panel.getByRole('button', { name: m.panel.came, exact: true }).click();
      await expect(panel).toBeHidden();
      await expect(arrived).toHaveAttribute('data-status', 'came');

      // Block 12:00–13:00.
      await page.getByRole('button', { name: m.block, exact: true }).click();
      const blockForm = page.getByTestId('calendar-block-form');
      await expect(blockForm.getByLabel(m.form.doctor)).toHaveValue(String(doctor.id));
      await blockForm.getByLabel(m.form.start).fill('12:00');
      await blockForm.getByLabel(m.form.end).fill('13:00');
      await blockForm.getByRole('button', { name: m.form.submitBlock }).click();
      await expect(blockForm).toBeHidden();
      await expect(page.locator('[data-testid="calendar-visit"][data-status="blocked"]')).toContainText('12:00');

      // Book a patient who phoned: a time off the doctor's grid first (the error on the field, in the member's language), then 14:00.
      await page.getByRole('button', { name: m.book, exact: true }).click();
      const bookForm = page.getByTestId('calendar-book-form');
      const caller = `Звонок ${locale} ${randomInt(1e6)}`;
      await bookForm.getByLabel(m.form.start).fill('14:10');
      await bookForm.getByLabel(m.form.name).fill(caller);
      await bookForm.getByLabel(m.form.phone).fill('+7 701 555 44 33');
      await bookForm.getByRole('button', { name: m.form.submitBook }).click();
      await expect(bookForm.getByLabel(m.form.start)).toHaveAccessibleDescription(messages.BusinessErrors.fields.slot_outside_hours);
      await bookForm.getByLabel(m.form.start).fill('14:00');
      await bookForm.getByRole('button', { name: m.form.submitBook }).click();
      await expect(bookForm).toBeHidden();
      const phoned = page.getByTestId('calendar-visit').filter({ hasText: caller });
      await expect(phoned).toContainText('14:00');
      await expect(phoned).toHaveAttribute('data-status', 'booked');

      // Move it to 15:30.
      await phoned.click();
      await expect(panel).toContainText(m.source.phone);
      await panel.getByLabel(m.form.start).fill('15:30');
      await panel.getByRole('button', { name: m.form.submitMove }).click();
      await expect(panel).toBeHidden();
      await expect(phoned).toContainText('15:30');

      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      // The phone screenshots of the closing note (issue 30): the day, then a visit's panel.
      const dayShot = test.info().outputPath(`calendar-${locale}-360.png`);
      await page.screenshot({ path: dayShot, fullPage: true });
      await test.info().attach(`calendar-${locale}-360`, { path: dayShot, contentType: 'image/png' });
      // The panel too.
      await phoned.click();
      await expect(panel).toBeVisible();
      await expectNoAxeViolations(page);
      const panelShot = test.info().outputPath(`calendar-${locale}-360-panel.png`);
      await page.screenshot({ path: panelShot });
      await test.info().attach(`calendar-${locale}-360-panel`, { path: panelShot, contentType: 'image/png' });

      // A staff e-mail's link (lib/booking/notify/staff.ts): the day of the visit with its panel open.
      await page.goto(`${prefix}/pro/DEMO/0/calendar?day=${day}&visit=${(booked.json as { data: { id: number } }).data.id}`);
      await expect(panel).toContainText(phone);
    } finally {
      await context.close();
      // The clinic's public doctor list is other specs' to count: this test's doctor leaves it.
      await withDatabase((db) => db.query('UPDATE specialists SET is_published = false WHERE id = $1', [doctor.id]));
    }
  });
}
