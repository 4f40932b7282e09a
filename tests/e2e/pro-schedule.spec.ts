import { expect, test } from '@playwright/test';
import kk from '../../messages/kk.json';
import ru from '../../messages/ru.json';
import { managerContext, PHONE } from './accounts';
import { withDatabase } from './database';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// Issue 30 "Schedules": on a 360 px phone the owner sets a doctor to free slots, gives them weekly
// hours with a break and a visit type, marks a day off; a reload shows all of it; axe is clean.
// One doctor a language (ru the first, kk the second), so the two runs never share a doctor.
const LOCALES = [
  { locale: 'ru', prefix: '', messages: ru, doctorIndex: 0 },
  { locale: 'kk', prefix: '/kk', messages: kk, doctorIndex: 1 },
] as const;

/** A day `days` after today in the clinic's calendar (DEMO: Asia/Almaty), YYYY-MM-DD. */
function clinicDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

for (const { locale, prefix, messages, doctorIndex } of LOCALES) {
  const m = messages.BusinessSchedule;

  test(`${locale}, 360 px: the owner sets a doctor's booking, week with a break, a visit type and a day off; a reload shows them`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await managerContext(browser, PHONE);
    const page = await context.newPage();
    try {
      await page.goto(`${prefix}/pro/DEMO/0/schedule`);
      await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
      const picker = page.getByLabel(m.doctor, { exact: true });
      const doctorId = await picker.locator('option').nth(doctorIndex).getAttribute('value');
      // The doctor starts with no setup, whatever an earlier run left.
      await withDatabase(async (db) => {
        for (const table of ['schedule_hours', 'visit_types', 'schedule_exceptions', 'doctor_booking']) await db.query(`DELETE FROM ${table} WHERE specialist_id = $1`, [doctorId]);
      });
      await page.goto(`${prefix}/pro/DEMO/0/schedule?doctor=${doctorId}`);
      await expect(picker).toHaveValue(doctorId!);
      await expect(page.getByRole('radio', { name: new RegExp(m.mode.request) })).toBeChecked();

      // Free slots: saved on choosing.
      const modeSaved = page.waitForResponse((response) => response.url().endsWith(`/schedule/${doctorId}/mode`) && response.request().method() === 'PUT');
      await page.getByRole('radio', { name: new RegExp(m.mode.slots) }).check();
      expect((await modeSaved).status()).toBe(200);
      await expect(page.getByRole('radio', { name: new RegExp(m.mode.slots) })).toBeChecked();

      // Monday: 09:00–13:00 and 14:00–18:00, the hour between a break.
      const monday = messages.Weekdays['1'];
      const week = page.getByRole('form', { name: m.week.title });
      const day = week.getByRole('group', { name: monday, exact: true });
      await day.getByRole('button', { name: m.week.addTo.replace('{day}', monday) }).click();
      await day.getByLabel(m.week.start.replace('{number}', '1')).fill('09:00');
      await day.getByLabel(m.week.end.replace('{number}', '1')).fill('13:00');
      await day.getByRole('button', { name: m.week.addTo.replace('{day}', monday) }).click();
      await day.getByLabel(m.week.start.replace('{number}', '2')).fill('14:00');
      await day.getByLabel(m.week.end.replace('{number}', '2')).fill('18:00');
      await week.getByRole('button', { name: m.week.save }).click();
      await expect(week.getByText(m.week.saved)).toBeVisible();

      // A visit type of 30 minutes with a price.
      const types = page.getByRole('region', { name: m.types.title });
      await types.getByLabel(m.types.name.replace('{language}', messages.BusinessEditor.languages.ru)).fill('Первичный приём');
      await types.getByLabel(m.types.duration).fill('30');
      await types.getByLabel(m.types.price).fill('9000');
      await types.getByRole('button', { name: m.types.add }).click();
      await expect(types.getByTestId('visit-types').getByText('Первичный приём')).toBeVisible();

      // A day off in three days.
      const days = page.getByRole('region', { name: m.days.title });
      await days.getByLabel(m.days.day, { exact: true }).fill(clinicDay(3));
      await days.getByRole('button', { name: m.days.add }).click();
      await expect(days.getByTestId('days-off').getByRole('listitem')).toHaveCount(1);
      await expect(days.getByTestId('days-off')).toContainText(m.days.dayOff);

      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);

      // A reload reads it all back from the server.
      await page.reload();
      await expect(page.getByRole('radio', { name: new RegExp(m.mode.slots) })).toBeChecked();
      const reloaded = page.getByRole('form', { name: m.week.title }).getByRole('group', { name: monday, exact: true });
      await expect(reloaded.getByLabel(m.week.start.replace('{number}', '1'))).toHaveValue('09:00');
      await expect(reloaded.getByLabel(m.week.end.replace('{number}', '1'))).toHaveValue('13:00');
      await expect(reloaded.getByLabel(m.week.start.replace('{number}', '2'))).toHaveValue('14:00');
      await expect(reloaded.getByLabel(m.week.end.replace('{number}', '2'))).toHaveValue('18:00');
      await expect(page.getByRole('region', { name: m.types.title }).getByTestId('visit-types')).toContainText('Первичный приём');
      await expect(page.getByRole('region', { name: m.days.title }).getByTestId('days-off').getByRole('listitem')).toHaveCount(1);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
}
