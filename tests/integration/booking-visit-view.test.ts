import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookVisit, cancelVisit } from '@/lib/booking/visits';
import { visitToken } from '@/lib/booking/tokens';
import { clinicCodeOfManageToken } from '@/lib/booking/visit-clinic';
import { companies } from '@/lib/db/schema';
import { ne } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/db/client';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { apiHeaders } from '../helpers/api';
import { createTestDoctor, type TestDoctor } from '../helpers/booking';

const app = createApiApp();
const get = (path: string, locale = 'ru') => app.request(`/api/front/${locale}/v1/booking/${path}`, { headers: apiHeaders() });
const patient = { name: 'Асель Нурланова', phone: '+77015551234', locale: 'kk' as const };

describe('a visit by its manage token: GET …/booking/visit and …/booking/visit.ics', () => {
  let doctor: TestDoctor;

  beforeAll(async () => {
    await seedDemoData();
    doctor = await createTestDoctor({ daysAhead: 25 });
  });
  afterAll(() => closeDb());

  const book = (time: string) => bookVisit({ companyId: doctor.companyId, specialistId: doctor.specialistId, visitTypeId: doctor.visit30, start: doctor.at(time) }, patient);

  it('shows the visit in the caller\'s language, in the clinic\'s zone, with the price, address, map link and manage URL', async () => {
    const visit = await book('09:00');
    const token = visitToken(visit.id, visit.version, 'manage');
    const response = await get(`visit?token=${encodeURIComponent(token)}`, 'kk');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = (await response.json()) as { data: Record<string, unknown> & { clinic: Record<string, unknown>; visit_type: Record<string, unknown> } };
    expect(data).toMatchObject({ id: visit.id, status: 'booked', date: doctor.day, time: '09:00', time_zone: doctor.timeZone, duration_minutes: 30, changeable: true });
    expect(data.visit_type).toMatchObject({ id: doctor.visit30, name: 'Консультация' });
    expect(String(data.visit_type.price)).toMatch(/8\s?000/);
    expect(data.clinic.code).toBe(doctor.companyCode);
    expect(String(data.manage_url)).toMatch(new RegExp(`/kk/(l/[^/]+/)?visit/${token.replace(/\./g, '\\.')}$`));
  });

  it('answers an RFC 5545 file: UTC times, the manage URL, CRLF lines; 409 once the visit is cancelled, 404 for a forged token', async () => {
    const visit = await book('10:00');
    const token = visitToken(visit.id, visit.version, 'manage');
    const response = await get(`visit.ics?token=${encodeURIComponent(token)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = await response.text();
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    const utc = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
    expect(lines).toContain(`DTSTART:${utc(doctor.at('10:00'))}`);
    expect(lines).toContain(`DTEND:${utc(doctor.at('10:30'))}`);
    expect(lines.some((line) => line.startsWith('UID:visit-') && line.includes(String(visit.id)))).toBe(true);
    expect(lines.some((line) => line.startsWith('DTSTAMP:') && line.endsWith('Z'))).toBe(true);
    expect(lines.find((line) => line.startsWith('URL:'))).toContain(`visit/${token}`);
    expect(lines.find((line) => line.startsWith('SUMMARY:'))).toContain('Консультация');

    await cancelVisit(visit.id, visit.version, 'ru');
    const after = await get(`visit.ics?token=${encodeURIComponent(token)}`);
    expect(after.status).toBe(409);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('link_void');
    const view = await get(`visit?token=${encodeURIComponent(token)}`);
    expect(view.status).toBe(409);

    const forged = await get(`visit.ics?token=${encodeURIComponent(`${visit.id}.${visit.version}.${'A'.repeat(43)}`)}`);
    expect(forged.status).toBe(404);
    const empty = await get('visit.ics?token=');
    expect(empty.status).toBe(400);
  });

  it('a cross-clinic manage token is refused: another clinic\'s site gets 404 for the read, the .ics, the cancel and the move, and its manage page does not show it', async () => {
    const visit = await book('11:00');
    const token = visitToken(visit.id, visit.version, 'manage');
    const [other] = await getDb().select({ code: companies.code }).from(companies).where(ne(companies.id, doctor.companyId)).limit(1);
    const q = (code: string) => `token=${encodeURIComponent(token)}&COMPANY_CODE=${encodeURIComponent(code)}`;
    for (const path of ['visit', 'visit.ics']) {
      const refused = await get(`${path}?${q(other!.code)}`);
      expect(refused.status, path).toBe(404);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
    const write = (op: string, body: Record<string, unknown>) => {
      const text = JSON.stringify(body);
      return app.request(`/api/w-front/ru/v1/booking/${op}`, { method: 'POST', headers: apiHeaders({ body: text }), body: text });
    };
    const move = await write('move', { token, COMPANY_CODE: other!.code, start: doctor.at('12:00').toISOString() });
    expect(move.status).toBe(404);
    const cancel = await write('cancel', { token, COMPANY_CODE: other!.code });
    expect(cancel.status).toBe(404);
    // The page's own check: the token names its clinic, so another clinic's manage page answers 404.
    expect(await clinicCodeOfManageToken(token)).toBe(doctor.companyCode);
    expect(await clinicCodeOfManageToken(`${visit.id}.${visit.version}.${'A'.repeat(43)}`)).toBeNull();
    // Untouched by the refusals, and its own clinic's site still reads and cancels it.
    expect((await get(`visit?${q(doctor.companyCode)}`)).status).toBe(200);
    expect((await write('cancel', { token, COMPANY_CODE: doctor.companyCode })).status).toBe(200);
  });
});

