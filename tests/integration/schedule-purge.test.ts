import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { companies, specialists, visitTypes } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { TAGS } from '@/lib/tenants/cache-tags';
import { call, makeUser } from '../helpers/business';

// Issue 30: a schedule edit is visible at the next request. The free slots are cached per doctor
// under their slot tag (lib/booking/slot-cache.ts), so each schedule write must expire that tag:
// the week, a day off, a visit type for that doctor; a holiday change for every doctor of the clinic.
// Seen here as the edge sees it: the PURGEs an edge (EDGE_PURGE_URLS) receives.
const app = createApiApp();
const R = '/api/business-api-front2/ru/DEMO/0/business';
const W = '/api/w-business/ru/DEMO/0/business';
const purged: string[][] = [];
let edge: http.Server;
let cookie = '';
let doctors: number[] = [];
const saved = { urls: process.env.EDGE_PURGE_URLS, token: process.env.EDGE_PURGE_TOKEN };

const inDays = (days: number) => {
  const date = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
/** The keys purged by one write: what arrived while it ran (the background repeat a second later is not waited for). */
async function keysPurgedBy(write: () => Promise<{ status: number; json: unknown }>): Promise<string[]> {
  purged.length = 0;
  const res = await write();
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return purged.flat();
}

describe('a schedule change expires the free slots it changes', () => {
  beforeAll(async () => {
    await seedDemoData();
    edge = http.createServer((req, res) => {
      if (req.method === 'PURGE' && req.headers['x-edge-purge-token'] === 'schedule-purge-test-token') purged.push(String(req.headers['xkey-purge'] ?? '').split(' '));
      res.end('ok');
    });
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
    process.env.EDGE_PURGE_URLS = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
    process.env.EDGE_PURGE_TOKEN = 'schedule-purge-test-token';
    cookie = (await makeUser('schedule-purge', [{ company: 'DEMO', cabinet: 0, permissions: ['schedule.edit'] }])).cookie;
    const [demo] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, 'DEMO'));
    doctors = (await getDb().select({ id: specialists.id }).from(specialists).where(eq(specialists.companyId, demo.id))).map((row) => row.id);
  });
  afterAll(async () => {
    process.env.EDGE_PURGE_URLS = saved.urls;
    process.env.EDGE_PURGE_TOKEN = saved.token;
    await new Promise((resolve) => edge.close(resolve));
    await closeDb();
  });

  it('the week, a day off and a visit type expire that doctor’s slots (and the doctors’ pages), not another doctor’s', async () => {
    // Two seeded doctors with visit types (other tests may add doctors with none).
    const [doctor, other] = (await getDb().selectDistinct({ id: visitTypes.specialistId }).from(visitTypes).where(inArray(visitTypes.specialistId, doctors)).orderBy(visitTypes.specialistId)).map((row) => row.id);
    const setup = await call(app, 'GET', `${R}/schedule/${doctor}`, { cookie });
    const hours = setup.json.data.HOURS.map((item: { WEEKDAY: number; START: string; END: string }) => ({ weekday: item.WEEKDAY, start: item.START, end: item.END }));
    const week = await keysPurgedBy(() => call(app, 'PUT', `${W}/schedule/${doctor}/hours`, { cookie, body: { intervals: hours, version: setup.json.data.VERSION } }));
    expect(week).toContain(TAGS.slots('DEMO', doctor));
    expect(week).toContain('company:DEMO:doctors');
    expect(week).not.toContain(TAGS.slots('DEMO', other));

    let exceptionId = 0;
    const dayOff = await keysPurgedBy(async () => {
      const res = await call(app, 'POST', `${W}/schedule/${doctor}/exceptions`, { cookie, body: { day: inDays(40), intervals: [] } });
      exceptionId = (res.json.data.EXCEPTIONS as { ID: number; DAY: string }[]).find((item) => item.DAY === inDays(40))!.ID;
      return res;
    });
    expect(dayOff).toContain(TAGS.slots('DEMO', doctor));
    expect(await keysPurgedBy(() => call(app, 'DELETE', `${W}/schedule_exceptions/${exceptionId}`, { cookie }))).toContain(TAGS.slots('DEMO', doctor));

    const type = setup.json.data.VISIT_TYPES[0] as { ID: number; NAME: Record<string, string>; DURATION_MINUTES: number; PRICE: number | null };
    const body = { name: type.NAME, duration_minutes: type.DURATION_MINUTES, price: type.PRICE };
    expect(await keysPurgedBy(() => call(app, 'PUT', `${W}/visit_types/${type.ID}`, { cookie, body }))).toContain(TAGS.slots('DEMO', doctor));
  });

  it('a holiday change expires every doctor’s slots of the clinic', async () => {
    let ownId = 0;
    const set = await keysPurgedBy(async () => {
      const res = await call(app, 'POST', `${W}/schedule_holidays`, { cookie, body: { day: inDays(41), closed: true, name: { ru: 'Санитарный день' } } });
      ownId = (res.json.data.DAYS as { DAY: string; OWN: { ID: number } | null }[]).find((day) => day.DAY === inDays(41))!.OWN!.ID;
      return res;
    });
    for (const doctor of doctors) expect(set).toContain(TAGS.slots('DEMO', doctor));
    const removed = await keysPurgedBy(() => call(app, 'DELETE', `${W}/schedule_holidays/${ownId}`, { cookie }));
    for (const doctor of doctors) expect(removed).toContain(TAGS.slots('DEMO', doctor));
  });
});
