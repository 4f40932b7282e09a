import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '@/lib/db/client';
import { SETUP_STEPS } from '@/lib/business/setup-checklist';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { call, makeUser } from '../helpers/business';

// Issue 31 "guided setup": the dashboard's checklist is computed from the clinic's own data each
// time (a step ticks itself when its editor saved what it needs), and links only the editors the
// member may use.
const app = createApiApp();
type Step = { KEY: string; DONE: boolean; SEGMENT: string; PERMISSION: string; ALLOWED: boolean };
const setupOf = async (company: string, cookie: string): Promise<Step[]> => {
  const answer = await call(app, 'GET', `/api/business-api-front2/ru/${company}/0/business/dashboard`, { cookie });
  expect(answer.status).toBe(200);
  return answer.json.data.SETUP;
};
const doneKeys = (steps: Step[]) => steps.filter((step) => step.DONE).map((step) => step.KEY);

describe('the setup checklist (issue 31)', () => {
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let code: string;

  beforeAll(async () => {
    await seedDemoData();
    owner = await makeUser('setup-owner');
    const created = await call(app, 'POST', '/api/w-front/ru/v1/business/user/company', { cookie: owner.cookie, body: { COMPANY_SLUG: `setup-${owner.id}`, COMPANY_NAME: 'Новая клиника' } });
    expect(created.status).toBe(201);
    code = created.json.data.COMPANY_CODE;
  });
  afterAll(closeDb);

  it('a clinic just created through the API has done nothing but be online: its starter menu, about text and page do not count', async () => {
    const steps = await setupOf(code, owner.cookie);
    expect(steps.map((step) => step.KEY)).toEqual(SETUP_STEPS.map((step) => step.key));
    expect(doneKeys(steps)).toEqual(['online']);
    // The owner holds every permission: every step links to its editor.
    expect(steps.every((step) => step.ALLOWED)).toBe(true);
    expect(steps.find((step) => step.KEY === 'prices')).toMatchObject({ SEGMENT: 'prices', PERMISSION: 'content.edit' });
  });

  it('adding a published doctor ticks the doctors step, and hiding it unticks it', async () => {
    const W = `/api/w-business/ru/${code}/0/business`;
    const added = await call(app, 'POST', `${W}/doctors`, { cookie: owner.cookie, body: { full_name: { ru: 'Иванова Анна' }, specialty: { ru: 'Терапевт' } } });
    expect(added.status).toBe(201);
    expect(doneKeys(await setupOf(code, owner.cookie))).toEqual(['doctors', 'online']);
    const hidden = await call(app, 'PUT', `${W}/doctors/${added.json.data.ID}`, { cookie: owner.cookie, body: { published: false, version: added.json.data.VERSION } });
    expect(hidden.status).toBe(200);
    expect(doneKeys(await setupOf(code, owner.cookie))).toEqual(['online']);
  });

  it('an item added to the starter menu ticks the menu step, and nothing else', async () => {
    const W = `/api/w-business/ru/${code}/0/business`;
    const menu = await call(app, 'POST', `${W}/menu/items`, { cookie: owner.cookie, body: { name: { ru: 'Галерея' }, type_code: 10, relation_type: 1, hidden: false } });
    expect([menu.status, menu.json.error]).toEqual([201, undefined]);
    expect(doneKeys(await setupOf(code, owner.cookie))).toEqual(['menu', 'online']);
  });

  it('a member without a step’s permission sees the step, not as a link (ALLOWED false), and the others as links', async () => {
    const doctors = await makeUser('setup-doctors', [{ company: code, cabinet: 0, permissions: ['specialists.edit'] }]);
    const steps = await setupOf(code, doctors.cookie);
    expect(steps.map((step) => step.KEY)).toEqual(SETUP_STEPS.map((step) => step.key));
    const allowed = steps.filter((step) => step.ALLOWED).map((step) => step.KEY);
    expect(allowed).toEqual(['doctors']);
    expect(steps.find((step) => step.KEY === 'logo')).toMatchObject({ ALLOWED: false, PERMISSION: 'company.edit' });
  });

  it('the demo clinics are set up except what they really lack: DEMO keeps the platform’s colour; Family Med has no legal details, price list or domain', async () => {
    const missing = async (company: string) => {
      const manager = await makeUser(`setup-${company}`, [{ company, cabinet: 0, permissions: ['company.edit'] }]);
      return (await setupOf(company, manager.cookie)).filter((step) => !step.DONE).map((step) => step.KEY);
    };
    // Logos, legal details, contacts and hours, doctors, a price list, pages, menus of their own, photos and verified demo domains.
    expect(await missing('DEMO')).toEqual(['brand']);
    expect(await missing('FAMILY')).toEqual(['brand', 'prices', 'domain']);
  });
});
