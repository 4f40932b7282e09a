import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PRESETS } from '@/lib/business/staff/role-presets';
import { closeDb } from '@/lib/db/client';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { call, demoManager, makeUser } from '../helpers/business';

// Issue 28: the reception role saw "the request e-mail is not set", "the question form is hidden"
// and "nothing has changed yet" while the clinic had an issue e-mail and a log. A member sees only
// what their permissions let them act on, and what they see is the company's own state.
const app = createApiApp();
const dashboard = (company: string, cookie: string) => call(app, 'GET', `/api/business-api-front2/ru/${company}/0/business/dashboard`, { cookie });
const kindOf = (action: string) => action.slice(0, action.indexOf('.'));

describe('the dashboard per member (issue 28)', () => {
  let manager: Awaited<ReturnType<typeof demoManager>>;

  beforeAll(async () => {
    await seedDemoData();
    manager = await demoManager();
    // The log holds entries of kinds reception may not read (the clinic's settings) and of one it may (a request's status).
    expect((await call(app, 'POST', '/api/w-front/ru/v1/business/user/company', { cookie: manager.cookie, body: { COMPANY_CODE: 'DEMO', TIME_ZONE: 'Asia/Almaty', EMAIL_FOR_ISSUES: 'questions@demo-clinic.kz' } })).status).toBe(200);
  });
  afterAll(closeDb);

  it('reception (joined later, its own business account without an e-mail) is told the clinic’s issue e-mail, not "unset"', async () => {
    const reception = await makeUser('reception', [{ company: 'DEMO', cabinet: 0, permissions: [...ROLE_PRESETS.reception] }]);
    const board = (await dashboard('DEMO', reception.cookie)).json.data;
    expect(board.ISSUE_EMAIL).toEqual({ EMAIL: 'questions@demo-clinic.kz' });
    const own = (await dashboard('DEMO', manager.cookie)).json.data;
    expect(own.ISSUE_EMAIL).toEqual({ EMAIL: 'questions@demo-clinic.kz' });
  });

  it('a clinic with no issue e-mail says so to reception too (EMAIL null), never a made-up one', async () => {
    const reception = await makeUser('reception-family', [{ company: 'FAMILY', cabinet: 0, permissions: [...ROLE_PRESETS.reception] }]);
    expect((await dashboard('FAMILY', reception.cookie)).json.data.ISSUE_EMAIL).toEqual({ EMAIL: null });
  });

  it('reception’s recent activity is the log’s entries of its kinds only, and says it is not the whole log', async () => {
    const reception = await makeUser('reception-log', [{ company: 'DEMO', cabinet: 0, permissions: [...ROLE_PRESETS.reception] }]);
    const board = (await dashboard('DEMO', reception.cookie)).json.data;
    expect(board.ACTIVITY_ALL_KINDS).toBe(false);
    expect(Array.isArray(board.RECENT_ACTIVITY)).toBe(true);
    for (const entry of board.RECENT_ACTIVITY) expect(['appointment_request', 'question', 'review']).toContain(kindOf(entry.ACTION));
    // The manager sees the settings' save reception does not.
    const full = (await dashboard('DEMO', manager.cookie)).json.data;
    expect(full.ACTIVITY_ALL_KINDS).toBe(true);
    expect(full.RECENT_ACTIVITY.map((entry: { ACTION: string }) => kindOf(entry.ACTION))).toContain('company');
  });

  it('a member who neither handles requests nor edits the clinic gets no issue e-mail at all; one who reads no kind of the log gets no log', async () => {
    const editor = await makeUser('dash-doctor-pages', [{ company: 'DEMO', cabinet: 0, permissions: ['specialists.edit'] }]);
    const board = (await dashboard('DEMO', editor.cookie)).json.data;
    expect(board.ISSUE_EMAIL).toBeNull();
    expect(board.WEEKS).toBeNull();
    expect(board.OPEN).toEqual({ APPOINTMENTS: null, QUESTIONS: null, REVIEWS_PENDING: null, VISITS_UPCOMING: null });
    for (const entry of board.RECENT_ACTIVITY) expect(kindOf(entry.ACTION)).toBe('doctor');
    const none = await makeUser('dash-nothing', [{ company: 'DEMO', cabinet: 0, permissions: [] }]);
    const empty = (await dashboard('DEMO', none.cookie)).json.data;
    expect(empty.RECENT_ACTIVITY).toBeNull();
    expect(empty.ISSUE_EMAIL).toBeNull();
  });
});
