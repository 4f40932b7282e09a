/**
 * Issue 9 "No 500 for anything a client can send": a property-based fuzz over every operation of
 * the OpenAPI document. Each request carries valid Basic authorization, the csrf cookie and the
 * request token of its exact body (so it reaches the route), a manager's session (so the business
 * call reaches its service), and values made of control characters, lone surrogates, overlong
 * strings, wrong JSON types, broken bodies and wrong content types. No answer may be a 5xx; every
 * 4xx is the JSON error. Fixed seed, bounded count: the same requests on every run.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { hashPassword } from '@/lib/auth/password';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { and, eq } from 'drizzle-orm';
import { accessCodes, appointmentRequests, doctorBooking, holidays, scheduleExceptions, visitTypes, staffInvitations, businessAccounts, cabinetMemberships, cabinets, companies, companyDomains, directorPosts, galleryAlbums, galleryPhotos, materials, menuItems, news, newsCategories, questions, rateLimits, redirects, reviews, servedHostProofs, specialists, users } from '@/lib/db/schema';
import sharp from 'sharp';
import { getStorage } from '@/lib/storage';
import { putPublicFile } from '@/lib/storage/public-files';
import { hashAccessCode } from '@/lib/business/staff/access/codes';
import { createSession, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { clinicDate } from '@/lib/forms/schemas';
import { serializeBodyForToken } from '@/lib/http/request-token';
import { computeRequestToken } from '@/lib/http/request-token-server';
import { DEMO_ACCOUNTS, seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { BASIC, CSRF } from '../helpers/api';
import { encodeSegment, headerSafe, oddString, RAW_BODIES, spiked, wrongJsonType } from '../helpers/fuzz';
import { plainTextToDoc } from '@/lib/content/rich-text/doc';
import { scheduleHours, visits } from '@/lib/db/schema';
import { visitToken } from '@/lib/booking/tokens';
import { addWallDays, instantToWallDate, wallTimeToInstant } from '@/lib/dates/wall-time';
import { startFakeTranslator } from '../helpers/translate-provider';

const SEED = 20_260_509;
/** Each operation's own seed, from its label: a new operation in the document leaves the others' runs as they were. */
const seedOf = (label: string) => SEED + createHash('sha256').update(label).digest().readUInt32BE(0) % 1_000_000;
/** A 1×1 PNG: the smallest upload the avatar call takes. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const RUNS_PER_OPERATION = 70;

const app = createApiApp();
const PATIENT = DEMO_ACCOUNTS.find((account) => account.role === 'patient')!;
const MANAGER = DEMO_ACCOUNTS.find((account) => account.role === 'business user')!;
const FUZZ_REDIRECT = '/fuzz-old-page';
const FUZZ_ID = 900_001;
let translator: Awaited<ReturnType<typeof startFakeTranslator>> | undefined;

type SchemaObject = { $ref?: string; properties?: Record<string, unknown> };
type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>>; components?: { schemas?: Record<string, SchemaObject> } };

type Operation = { label: string; method: string; path: string; pathParams: string[]; queryParams: string[]; bodyTypes: string[]; bodyFields: string[] };

const doc = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;

function resolve(schema: SchemaObject): SchemaObject {
  const name = schema.$ref?.replace('#/components/schemas/', '');
  return name ? (doc.components?.schemas?.[name] ?? {}) : schema;
}

const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => {
    const content = op.requestBody?.content ?? {};
    const fields = new Set(Object.values(content).flatMap(({ schema }) => Object.keys(resolve(schema).properties ?? {})));
    return {
      label: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyTypes: Object.keys(content),
      bodyFields: [...fields],
    };
  }),
);

/** Deleting the account is fuzzed on throwaway accounts (with the patient's password, a good value), never the manager's. */
let throwawayHash = '';

/** Values that pass each parameter's and field's checks, so the odd one in a request gets further. */
const GOOD: Record<string, unknown[]> = {
  locale: ['ru', 'kk', 'en'],
  // A company's code in a path, a 6-digit code in a body.
  // A company code; '123456' is also a good material code (issue 19).
  code: ['DEMO', 'FAMILY', '123456'],
  // 'fuzz-doctor' is the doctor FUZZ_ID's own slug (issue 19), so an edit keeping it passes.
  slug: ['demo-clinic', 'demo-clinic.localhost', 'gulnara-omarova', 'fuzz-doctor'],
  category: ['clinic-news', 'health-tips'],
  item: ['new-mri-scanner', 'healthy-sleep'],
  material: ['patient-rights'],
  specialist: ['gulnara-omarova'],
  // A public filter's specialty; a doctor's specialty per locale (issue 19).
  specialty: ['cardiology', { ru: 'Терапевт', kk: 'Терапевт' }, { ru: 'Педиатр' }],
  page: ['1', '2'],
  company: ['DEMO'],
  // A clinic's legal details and brand (issue 31): a Kazakh BIN with its check digit, an Uzbek INN, an AA-readable colour, a past licence date.
  TAX_ID: ['971240001315', '301234567'],
  BRAND_COLOR: ['#0f766e', '#1d4ed8'],
  LICENSE_DATE: ['2020-05-14'],
  path: [FUZZ_REDIRECT, '/'],
  COMPANY_CODE: ['DEMO'],
  login: [PATIENT.login],
  password: [PATIENT.password, 'not-the-password'],
  new_password: ['New-password-2026'],
  tel: ['+7 701 123 45 67'],
  // Not the addresses register/email and register/phone use: a resend to those waits out their minute.
  target: ['resend@example.kz', '+7 702 000 00 01'],
  lastname: ['Иванова', ''],
  middlename: ['Сергеевна', ''],
  // A person's name; a news category's name per locale.
  name: ['Анна Иванова', { ru: 'Вакансии', kk: 'Бос орындар' }],
  AUTHOR_NAME: ['Анна'],
  phone: ['+7 701 123 45 67'],
  email: ['anna@example.kz'],
  EMAIL_FOR_ISSUES: ['desk@example.kz'],
  consent: [true],
  // A question's text; the home page's text per locale (issue 19).
  text: ['Можно ли записаться на субботу?', { ru: 'Приём без очередей' }],
  TEXT: ['Спасибо доктору'],
  comment: ['После обеда'],
  RATING: [5, 1],
  SPECIALIST: ['gulnara-omarova', ''],
  specialistId: [''],
  preferredDate: [clinicDate(3)],
  iin: ['900101300027'],
  website: [''],
  COMPANY_NAME: ['Демо клиника'],
  COMPANY_NAME_KK: ['Демо клиника'],
  FRONT_LANDING_TEMPLATE_ID: ['landing'],
  is_active_online_entry: [true, 'on'],
  // The business area (issue 11): rows with the id FUZZ_ID exist in every table a business {id} names (beforeAll).
  companyCode: ['DEMO'],
  cabinetCode: ['0', '1'],
  // FUZZ_ID + 1: an empty news category, which a DELETE may remove (one holding items is 409).
  id: [String(FUZZ_ID), String(FUZZ_ID + 1)],
  company_code: ['DEMO'],
  cabinet: [1],
  permissions: [['content.edit']],
  max_uses: [5],
  expires_in_days: [7],
  // An inbox item's or a review's status, and a redirect's HTTP status (issue 28: 308 or 307).
  status: ['done', 'published', 308, 307],
  // The inboxes' filter and export (issue 20): days received, YYYY-MM-DD in the clinic's calendar.
  from: ['2026-11-01'],
  // A draft's language (issue 31, machine drafts: a local provider, started in beforeAll).
  to: ['2026-11-30', 'kk'],
  texts: [['Приём терапевта', '']],
  docs: [[{ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'О ' }, { type: 'text', text: 'клинике', marks: [{ type: 'bold' }] }] }] }]],
  note: ['Перезвонить после обеда'],
  reply: ['Спасибо за отзыв'],
  answer: ['Да, в субботу мы работаем до 15:00'],
  access_code: ['DEMO-ACCESS-2026'],
  service: ['seo'],
  message: ['Хотим больше пациентов из поиска'],
  contact_phone: ['+7 701 123 45 67'],
  contact_email: ['anna@example.kz'],
  // The audit log's kind filter; a material's kind (issue 19).
  kind: ['review', 'text', 'prices', 'doctor'],
  // «Перевод актуален» (issue 31): the doctor FUZZ_ID's name, translated into every language (beforeEach).
  item_id: [FUZZ_ID],
  field: ['full_name'],
  page_size: ['20'],
  // A list filter's flag in a query; a visit type's flag in a body (issue 30).
  active: ['true', true],
  COMPANY_SLUG: ['demo-clinic'],
  // The clinic's time zone (issue 28): one of the KZ and UZ zones.
  TIME_ZONE: ['Asia/Almaty', 'Asia/Tashkent'],
  // Logos and favicons only from uploads (issue 19): the link fields only clear.
  LOGO: ['', null],
  FAVICON_LINK: ['', null],
  EMAIL: ['info@demo-clinic.kz'],
  PHONES: ['+7 727 355 12 34'],
  // The patient's account calls (lib/accounts).
  avatar: [new Blob([TINY_PNG], { type: 'image/png' })],
  crop_x: ['0', ''],
  crop_y: ['0', ''],
  crop_width: ['100', ''],
  crop_height: ['100', ''],
  next: ['/', '/news'],
  // The news editor (issue 11): a category and an item with the id FUZZ_ID exist in DEMO (beforeAll).
  category_id: [FUZZ_ID],
  title: [{ ru: 'Открылся новый кабинет', kk: 'Жаңа кабинет ашылды' }],
  summary: [{ ru: 'Коротко о главном' }, null],
  body: [{ ru: 'Первый абзац.\n\nВторой абзац.' }, { ru: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Абзац' }] }] } }],
  // The pages editor (issue 19): the about page and the director post FUZZ_ID are at version 1 before each operation.
  about: [{ ru: 'О клинике.' }],
  version: [1],
  published: [false, true],
  published_at: ['2026-03-08T09:30', '2026-03-08T09:30:00+05:00'],
  component: ['news-list', 'news-grid'],
  direction: ['up', 'down'],
  image: [new Blob([TINY_PNG], { type: 'image/png' })],
  // The materials editor, contacts and home blocks (issue 19): the material FUZZ_ID and DEMO start at version 1 (beforeEach).
  price_list: [null, { currency: 'KZT', groups: [{ name: { ru: 'Приём' }, rows: [{ service: { ru: 'Терапевт' }, price: 9000, from: false, note: { ru: 'Первичный' } }] }] }],
  phones: [['+7 727 355 12 34', '8 701 555 12 34']],
  emails: [['info@demo-clinic.kz']],
  address: [{ ru: 'г. Алматы, пр. Абая, 52' }],
  latitude: [43.24],
  longitude: [76.91],
  // Issue 31: a day may carry a lunch break inside its hours; the old shape (no break) stays valid.
  opening_hours: [
    null,
    { mo: { opens: '09:00', closes: '18:00' }, tu: { opens: '09:00', closes: '18:00' }, we: null, th: null, fr: null, sa: null, su: null },
    { mo: { opens: '09:00', closes: '18:00', break: { from: '13:00', to: '14:00' } }, tu: { opens: '09:00', closes: '18:00', break: null }, we: null, th: null, fr: null, sa: null, su: null },
  ],
  working_hours: [{ ru: 'Пн–Пт 9–18' }],
  headline: [{ ru: 'Заботимся о семье' }],
  highlights: [[{ ru: 'Анализы за день' }]],
  // The company form's files (multipart).
  logo: [new Blob([TINY_PNG], { type: 'image/png' })],
  favicon: [new Blob([TINY_PNG], { type: 'image/png' })],
  // The menu editor (issue 19): an item with the id FUZZ_ID in DEMO, at VERSION 1 and MENU_VERSION 1 before each operation.
  type_code: [12, null],
  relation_type: [1],
  relation_code: [null],
  alias: [null, 'ГОБМП'],
  hidden: [false, true],
  parent_id: [null],
  menu_version: [1],
  items: ['every DEMO item, set before each operation'],
  // Issue 31: the user confirmed an order that takes pages off the site.
  confirm_hidden_pages: [false, true],
  // The redirects editor (issue 19): a redirect with the id FUZZ_ID in DEMO.
  from_path: ['/fuzz-moved', '/fuzz-gone/'],
  to_url: ['/contacts', 'https://example.kz/'],
  // Public uploads: a logo stored in beforeAll.
  folder: ['logos'],
  file: ['set in beforeAll'],
  // Issue 19: the doctors editor (a doctor FUZZ_ID in DEMO) and the gallery (an album and a photo FUZZ_ID).
  full_name: [{ ru: 'Иванова Анна', kk: 'Иванова Анна' }],
  education: [{ ru: 'КазНМУ' }],
  services: [{ ru: 'Приём' }],
  schedule: [{ ru: 'Пн–Пт' }],
  bio: [{ ru: 'О враче' }],
  languages: [['ru', 'kk']],
  experience_years: [5, null],
  caption: [{ ru: 'Холл' }],
  photo: [new Blob([TINY_PNG], { type: 'image/png' })],
  // Every doctor, album and photo once, in some order (set in beforeEach).
  ids: [[FUZZ_ID]],
  // Custom domains (issue 19): a new host to add; the domain FUZZ_ID is DEMO's, verified (beforeEach).
  domain: ['fuzz.example.kz', 'www.fuzz-two.example.kz'],
  confirm_name: ['Не то название'],
  // Schedules (issue 30): the doctor FUZZ_ID's week (at VERSION 1 before each operation), a visit type, an exception and a holiday change FUZZ_ID of DEMO.
  mode: ['slots', 'request'],
  // Issue 31, a price list import: a new list (empty), its rows replacing or following the list's, and the file (a price list or a doctors CSV, added in beforeAll).
  material_id: [''],
  merge: ['replace', 'append'],
  intervals: [[{ weekday: 1, start: '09:00', end: '13:00' }, { weekday: 1, start: '14:00', end: '18:00' }], []],
  duration_minutes: [30],
  price: [9000, null],
  day: [new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)],
  closed: [true, false],
  // The clinic's calendar (issue 30): a mark, a week, a block's end (its `start` a wall time, added in prepareFuzzBooking).
  end: ['11:00'],
  days: ['1', '7'],
  // The member's own visit e-mails switch (issue 30).
  on: [true, false],
  doctor: ['set in prepareFuzzBooking'],
};

/** The rows of the doctors and gallery editors, put back (version 1) before each operation. */
let fuzzDoctor: typeof specialists.$inferInsert;
let fuzzAlbum: typeof galleryAlbums.$inferInsert;
let fuzzPhoto: typeof galleryPhotos.$inferInsert;

const goodValues = (name: string) => (Object.hasOwn(GOOD, name) ? GOOD[name] : ['x']);
/** Where a query parameter shares a body field's name but not its meaning: the handoff's target is a URL, a resend's a login. */
const GOOD_IN_QUERY: Record<string, unknown[]> = {
  target: ['https://demo-clinic.localhost/news', 'http://demo-clinic.localhost/'],
  domain: ['demo-clinic.localhost', 'localhost'],
  // The served-host proof's nonce (issue 27).
  nonce: ['0123456789abcdef0123456789abcdef'],
  // An import template's format (issue 31).
  format: ['xlsx', 'csv'],
  // The audit log's kind filter; a translation's kind and item (issue 31: the doctor FUZZ_ID).
  kind: ['review', 'doctor'],
  item: [String(FUZZ_ID)],
};
const goodQueryText = (name: string) => fc.constantFrom(...(GOOD_IN_QUERY[name] ?? goodValues(name)).map(String));
const goodValue = (name: string) => fc.constantFrom(...goodValues(name));
const goodText = (name: string) => fc.constantFrom(...goodValues(name).map(String));

const oddParam = (name: string) => fc.oneof({ weight: 3, arbitrary: oddString }, { weight: 2, arbitrary: spiked(goodText(name)) });
const oddField = (name: string): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 3, arbitrary: oddString }, { weight: 3, arbitrary: spiked(goodText(name)) }, { weight: 2, arbitrary: wrongJsonType });

/**
 * Good values for `names`; when `odd`, one to three of them (or a name outside the list) replaced
 * by odd values, or one left out. A request odd in one place gets past every other check, to the
 * code that reads that place.
 */
function valuesFor(names: string[], good: (name: string) => fc.Arbitrary<unknown>, odd: false | { value: (name: string) => fc.Arbitrary<unknown>; extra: fc.Arbitrary<string> }) {
  const base = fc.record(Object.fromEntries(names.map((name) => [name, good(name)])));
  if (!odd) return base;
  const targets = [...names.map((name) => fc.constant(name)), odd.extra];
  const mutation = fc.oneof(...targets).chain((name) => odd.value(name).map((value) => [name, value] as const));
  return fc
    .record({
      base,
      mutations: fc.oneof({ weight: 3, arbitrary: fc.tuple(mutation) }, { weight: 1, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 3 }) }),
      dropped: names.length ? fc.option(fc.constantFrom(...names), { freq: 5, nil: undefined }) : fc.constant(undefined),
    })
    .map(({ base: values, mutations, dropped }) => {
      const result: Record<string, unknown> = { ...values, ...Object.fromEntries(mutations) };
      if (dropped !== undefined) delete result[dropped];
      return result;
    });
}

const shapedObject = (fields: string[], odd: boolean) => valuesFor(fields, goodValue, odd && { value: oddField, extra: oddString });

type Body = { contentType?: string; body?: string | FormData };

const OTHER_CONTENT_TYPES = [
  undefined,
  'text/plain',
  'application/json',
  'application/json; charset=utf-16',
  'application/merge-patch+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  '',
];

const asFormValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function bodyArbitrary(op: Operation, odd: boolean): fc.Arbitrary<Body> {
  const shaped = shapedObject(op.bodyFields, odd);
  const json = odd
    ? fc.oneof(
        { weight: 5, arbitrary: shaped.map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? '') },
        { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
      )
    : shaped.map((value) => JSON.stringify(value));
  const urlencoded = shaped.map((value) => new URLSearchParams(Object.entries(value).map(([k, v]) => [k, asFormValue(v)])).toString());
  const multipart = shaped.map((value) => {
    const form = new FormData();
    for (const [key, v] of Object.entries(value)) form.append(key, v instanceof Blob ? v : asFormValue(v));
    return form;
  });
  const declared = op.bodyTypes.map((type): fc.Arbitrary<Body> => {
    if (type === 'multipart/form-data') return multipart.map((body) => ({ body }));
    if (type === 'application/x-www-form-urlencoded') return urlencoded.map((body) => ({ contentType: type, body }));
    return json.map((body) => ({ contentType: type, body }));
  });
  if (!odd) return fc.oneof(...declared);
  const mismatched = fc.tuple(fc.constantFrom(...OTHER_CONTENT_TYPES), fc.oneof(json, urlencoded, fc.constant(''))).map(([contentType, body]): Body => ({ contentType, body }));
  return fc.oneof(...declared.map((arbitrary) => ({ weight: 3, arbitrary })), { weight: 2, arbitrary: mismatched }, { weight: 1, arbitrary: fc.constant<Body>({}) });
}

/** Headers our code reads, with odd values (as far as HTTP lets a client send them). */
const oddHeaders = fc.record(
  {
    'x-request-id': oddString,
    'user-agent': oddString,
    'x-external-domain': fc.oneof(oddString, fc.constant('demo-clinic.localhost')),
    'accept-language': oddString,
    'x-client-address': fc.oneof(oddString, fc.ipV4(), fc.ipV6()),
    'x-forwarded-for': fc.oneof(oddString, fc.ipV4(), fc.ipV6()),
    'x-real-ip': oddString,
    cookie: oddString.map((value) => `session=${value}`),
  },
  { requiredKeys: [] },
);

type Plan = { focus: string; method: string; url: string; body: Body; headers: Record<string, string>; token: 'valid' | 'none' | 'wrong' };

/** Where a request is odd: nowhere (it goes all the way), in one part, or everywhere at once. */
const FOCUS = ['none', 'none', 'none', 'path', 'path', 'query', 'body', 'body', 'body', 'headers', 'method', 'token', 'everywhere'] as const;

function planArbitrary(op: Operation): fc.Arbitrary<Plan> {
  return fc.constantFrom(...FOCUS).chain((focus) => {
    const oddIn = (part: string) => focus === part || focus === 'everywhere';
    // Path parameters are all there (a missing one is another route).
    const pathValues = valuesFor(op.pathParams, goodText, oddIn('path') && op.pathParams.length > 0 && { value: oddParam, extra: fc.constantFrom(...op.pathParams) });
    const queryValues = valuesFor(op.queryParams, (name) => fc.option(goodQueryText(name), { nil: undefined }), oddIn('query') && { value: oddParam, extra: fc.oneof(oddString, fc.constant('x')) });
    const method = oddIn('method') ? fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') : fc.constant(op.method);
    const body = op.bodyTypes.length ? bodyArbitrary(op, oddIn('body')) : oddIn('body') ? bodyArbitrary({ ...op, bodyTypes: ['application/json'] }, true) : fc.constant<Body>({});
    // A well-formed request comes from an address of its own (as the front door sets it), so rate limits let it through.
    const headers = oddIn('headers') ? oddHeaders : fc.ipV4().map((address) => ({ 'x-client-address': address }));
    const token = oddIn('token') ? fc.constantFrom<Plan['token']>('none', 'wrong') : fc.constant<Plan['token']>('valid');
    return fc.record({ pathValues, queryValues, method, body, headers, token }).map(({ pathValues: params, queryValues: query, method: m, body: b, headers: h, token: t }) => {
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(String(params[name] ?? '')));
      const search = Object.entries(query)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${encodeSegment(name)}=${encodeSegment(String(value))}`)
        .join('&');
      return { focus, method: m, url: search ? `${path}?${search}` : path, body: ['GET', 'HEAD'].includes(m) ? {} : b, headers: h as Record<string, string>, token: t };
    });
  });
}

/**
 * Calls that succeed only with a secret the fuzz cannot know (a code the server sent to an
 * e-mail or phone; the manager's password), and the errors of the route's own check of it.
 */
const CODE_CHECK = ['invalid_code', 'code_expired', 'code_attempts_exhausted'];
const NEEDS_A_SECRET: Record<string, string[]> = {
  'POST /api/api-front2/{locale}/v1/user/register/confirmation_code': CODE_CHECK,
  'POST /api/api-front2/{locale}/v1/user/restore_password': CODE_CHECK,
  'POST /api/api-front2/{locale}/v1/user/sms_sign_in/confirm': CODE_CHECK,
  'POST /api/api-front2/{locale}/v1/user/change_password': ['wrong_password'],
  // An invitation's link is its secret (issue 20): an unknown token is 404 invitation_invalid.
  'POST /api/w-front/{locale}/v1/business/user/invitation/preview': ['invitation_invalid'],
  'POST /api/w-front/{locale}/v1/business/user/invitation/accept': ['invitation_invalid'],
};
const secretChecks = new Map<string, number>();

function safeErrorCode(text: string): string {
  try {
    return String((JSON.parse(text) as { error?: { code?: unknown } }).error?.code ?? '');
  } catch {
    return '';
  }
}

/** The doctor FUZZ_ID as a bookable doctor of DEMO, with a free 10:00 and a booked 12:00 a week ahead (its manage token is GOOD). */
async function prepareFuzzBooking(calendar = false, release = false) {
  const db = getDb();
  await db.insert(doctorBooking).values({ specialistId: FUZZ_ID, companyId: demoId, mode: 'slots' }).onConflictDoUpdate({ target: doctorBooking.specialistId, set: { mode: 'slots' } });
  await db.insert(visitTypes).values({ id: FUZZ_ID, companyId: demoId, specialistId: FUZZ_ID, name: { ru: 'Приём' }, durationMinutes: 30 }).onConflictDoUpdate({ target: visitTypes.id, set: { specialistId: FUZZ_ID, isActive: true, durationMinutes: 30 } });
  const day = addWallDays(instantToWallDate(new Date(), 'Asia/Almaty'), 7);
  await db.delete(scheduleExceptions).where(eq(scheduleExceptions.specialistId, FUZZ_ID));
  await db.delete(scheduleHours).where(eq(scheduleHours.specialistId, FUZZ_ID));
  await db.insert(scheduleExceptions).values({ companyId: demoId, specialistId: FUZZ_ID, day, intervals: [{ start: '09:00', end: '13:00' }] });
  await db.insert(holidays).values({ companyId: demoId, day, name: { ru: 'Рабочий день' }, isClosed: false }).onConflictDoNothing();
  await db.delete(visits).where(eq(visits.specialistId, FUZZ_ID));
  const at = (time: string) => wallTimeToInstant(day, time, 'Asia/Almaty').toISOString();
  const [visit] = await db
    .insert(visits)
    .values({ companyId: demoId, specialistId: FUZZ_ID, visitTypeId: FUZZ_ID, period: `[${at('12:00')},${at('12:30')})`, status: 'booked', patientName: 'Фазз', patientPhone: '+77011234567' })
    .returning();
  await db.insert(visits).values([
    { id: FUZZ_ID, companyId: demoId, specialistId: FUZZ_ID, visitTypeId: FUZZ_ID, period: `[${at('11:00')},${at('11:30')})`, status: 'booked', source: 'phone', patientName: 'Фазз', patientPhone: '+77011234568' },
    { id: FUZZ_ID + 1, companyId: demoId, specialistId: FUZZ_ID, period: `[${at('12:30')},${at('13:00')})`, status: 'blocked', source: 'clinic' },
  ]);
  GOOD.specialist_id = [FUZZ_ID];
  GOOD.visit_type_id = [FUZZ_ID];
  // The public calls' start is an instant; the calendar's a wall time on `day`.
  GOOD.start = calendar ? ['10:00'] : [at('10:00')];
  GOOD.status = [...GOOD.status.filter((value) => typeof value !== 'string' || !['came', 'no_show', 'cancelled'].includes(value)), 'came', 'cancelled'];
  GOOD.day = [day];
  GOOD.doctor = [String(FUZZ_ID)];
  GOOD.token = [visitToken(visit.id, visit.version, 'manage')];
  if (release) {
    // The release call's good token is a live hold's (09:00).
    const [hold] = await db
      .insert(visits)
      .values({ companyId: demoId, specialistId: FUZZ_ID, visitTypeId: FUZZ_ID, period: `[${at('09:00')},${at('09:30')})`, status: 'hold', holdExpiresAt: new Date(Date.now() + 600_000) })
      .returning();
    GOOD.token = [visitToken(hold.id, hold.version, 'hold')];
  }
}

let session = '';
let fuzzNews: typeof news.$inferInsert;
let fuzzCategories: (typeof newsCategories.$inferInsert)[] = [];
let manager: { id: number };
let demoId: number;
/** A member of DEMO's cabinet 0 with the id FUZZ_ID + 1, to whom the owner may hand the clinic. */
let fuzzHeir: typeof cabinetMemberships.$inferInsert;

/** A session of a fresh account, for the call that deletes its own account. */
async function throwawaySession(): Promise<string> {
  const [user] = await getDb()
    .insert(users)
    .values({ email: `fuzz-${randomUUID()}@example.test`, passwordHash: throwawayHash })
    .returning({ id: users.id });
  return `${SESSION_COOKIE}=${(await createSession(user.id, 'fuzz')).token}`;
}

async function send(plan: Plan): Promise<Response> {
  const own = /\/v1\/user\/delete/.test(plan.url) ? await throwawaySession() : session;
  const headers = new Headers({ authorization: BASIC, accept: 'application/json', cookie: `csrf_token=${CSRF}; ${own}` });
  for (const [name, value] of Object.entries(plan.headers)) {
    const safe = headerSafe(value);
    if (safe === undefined) continue;
    if (name === 'cookie') headers.set(name, `csrf_token=${CSRF}; ${safe}`);
    else headers.set(name, safe);
  }
  // SPEC 7.1: the client sends the integrator key on /api-business/ calls.
  if (plan.url.startsWith('/api/api-business/') && !headers.has('x-integrator-key')) headers.set('x-integrator-key', 'front');
  const { body, contentType } = plan.body;
  if (contentType !== undefined) headers.set('content-type', contentType);
  if (plan.token !== 'none') {
    const serialized = serializeBodyForToken(body ?? '');
    headers.set('x-token', plan.token === 'valid' ? computeRequestToken(CSRF, serialized) : computeRequestToken('other', serialized));
  }
  // A body without a type goes as bytes: fetch would label a string text/plain itself.
  const sent = contentType === undefined && typeof body === 'string' ? new TextEncoder().encode(body) : body;
  return app.request(plan.url, { method: plan.method, headers, body: sent });
}

const describePlan = (plan: Plan) => {
  const body = plan.body.body instanceof FormData ? `FormData(${serializeBodyForToken(plan.body.body)})` : plan.body.body;
  return JSON.stringify({ ...plan, body: { contentType: plan.body.contentType, body } }).slice(0, 2000);
};

describe('No 500 for anything a client can send: a fuzz over the OpenAPI operations', () => {
  beforeAll(async () => {
    await seedDemoData();
    translator = await startFakeTranslator();
    Object.assign(process.env, { TRANSLATION_PROVIDER: 'google', GOOGLE_TRANSLATE_API_KEY: 'fuzz-key', GOOGLE_TRANSLATE_API_URL: translator.url });
    const [demo] = await getDb().select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.code, 'DEMO'));
    GOOD.confirm_name = [demo.name.ru];
    await getDb().insert(redirects).values({ companyId: demo.id, fromPath: FUZZ_REDIRECT, toUrl: '/about' });
    [manager] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, MANAGER.login));
    // The manager is platform staff here, so the staff's list of service requests answers too.
    process.env.PLATFORM_ADMIN_EMAILS = MANAGER.login;
    // The business calls' {id}: one row of each kind with the same id; the demo access code works in cabinets 0 and 1.
    const [cabinet0, cabinet1] = await getDb().select({ id: cabinets.id }).from(cabinets).where(eq(cabinets.companyId, demo.id)).orderBy(cabinets.code);
    await getDb().delete(users).where(eq(users.email, 'fuzz-member@test.kz'));
    const [member] = await getDb().insert(users).values({ email: 'fuzz-member@test.kz' }).returning({ id: users.id });
    await getDb().insert(cabinetMemberships).values({ id: FUZZ_ID, userId: member.id, cabinetId: cabinet1.id, permissions: ['content.edit'] });
    demoId = demo.id;
    await getDb().delete(users).where(eq(users.email, 'fuzz-heir@test.kz'));
    const [heir] = await getDb().insert(users).values({ email: 'fuzz-heir@test.kz' }).returning({ id: users.id });
    fuzzHeir = { id: FUZZ_ID + 1, userId: heir.id, cabinetId: cabinet0.id, permissions: ['content.edit'] };
    await getDb().insert(accessCodes).values([
      { id: FUZZ_ID, cabinetId: cabinet1.id, codeHash: hashAccessCode('FUZZ-REVOKE'), permissions: ['content.edit'] },
      { cabinetId: cabinet0.id, codeHash: hashAccessCode('DEMO-ACCESS-2026'), permissions: ['content.edit'], maxUses: 100_000 },
    ]);
    // Staff invitations (issue 20): a pending one with the id FUZZ_ID, which a DELETE revokes.
    await getDb().insert(staffInvitations).values({ id: FUZZ_ID, cabinetId: cabinet1.id, email: 'fuzz-invitee@test.kz', permissions: ['content.edit'], tokenHash: 'fuzz-invitation', expiresAt: new Date(Date.now() + 86_400_000) });
    await getDb().insert(appointmentRequests).values({ id: FUZZ_ID, companyId: demo.id, name: 'Фазз', phone: '+77015550000' });
    await getDb().insert(questions).values({ id: FUZZ_ID, companyId: demo.id, name: 'Фазз', email: 'fuzz@test.kz', text: 'Вопрос' });
    await getDb().insert(reviews).values({ id: FUZZ_ID, companyId: demo.id, authorName: 'Фазз', rating: 5, text: 'Отзыв' });
    fuzzCategories = [
      { id: FUZZ_ID, companyId: demo.id, informationCode: 'FUZZ', slug: 'fuzz-news', name: { ru: 'Фазз' } },
      { id: FUZZ_ID + 1, companyId: demo.id, informationCode: 'FUZZ_EMPTY', slug: 'fuzz-empty', name: { ru: 'Пустая' } },
    ];
    await getDb().insert(newsCategories).values(fuzzCategories);
    fuzzNews = { id: FUZZ_ID, companyId: demo.id, categoryId: FUZZ_ID, slug: 'fuzz-item', title: { ru: 'Фазз' }, body: { ru: plainTextToDoc('Текст') }, isPublished: false };
    throwawayHash = await hashPassword(PATIENT.password);
    // Uploaded photos go to a folder of their own, removed afterwards.
    process.env.UPLOADS_DIR = mkdtempSync(path.join(tmpdir(), 'fuzz-uploads-'));
    const { url } = await putPublicFile('logos', TINY_PNG, 'png');
    // A responsive image's variant (/api/uploads/media/{company}/{image}/{file}).
    const media = '0123456789abcdef01234567';
    await getStorage().put(`media/${demo.id}/${media}/1.webp`, await sharp(TINY_PNG).webp().toBuffer(), 'image/webp');
    GOOD.file = [url.split('/').pop()!, '1.webp', new Blob(['Группа;Услуга;Цена\r\nАнализы;Глюкоза;1500\r\n'], { type: 'text/csv' }), new Blob(['ФИО;Специальность;Стаж;Языки\r\nФаззова Анна;Терапевт;с 2010;русский, казахский\r\n'], { type: 'text/csv' })];
    GOOD.company = ['DEMO', String(demo.id)];
    GOOD.image = [...GOOD.image, media];
    fuzzDoctor = { id: FUZZ_ID, companyId: demo.id, slug: 'fuzz-doctor', fullName: { ru: 'Фазз' }, specialty: { ru: 'Терапевт' }, position: 99, version: 1 };
    fuzzAlbum = { id: FUZZ_ID, companyId: demo.id, title: { ru: 'Фазз' }, position: 99, version: 1 };
    fuzzPhoto = { id: FUZZ_ID, albumId: FUZZ_ID, src: '/demo/gallery/1.svg', width: 400, height: 300, position: 0, version: 1 };
  });

  // The manager's session for the business call; the logout call ends it, so a new one for each.
  beforeEach(async (context) => {
    session = `${SESSION_COOKIE}=${(await createSession(manager.id, 'fuzz')).token}`;
    // Each operation starts with fresh budgets, so one operation's refusals do not starve the next.
    await getDb().delete(rateLimits);
    // And with the demo domain's served-host proof remembered (issue 27): no server listens for the handoff to probe.
    await getDb().insert(servedHostProofs).values({ origin: 'http://demo-clinic.localhost', provenAt: new Date() }).onConflictDoUpdate({ target: servedHostProofs.origin, set: { provenAt: new Date() } });
    // And with the news categories and the item FUZZ_ID, which another operation's odd method (a DELETE) may have deleted.
    await getDb().insert(newsCategories).values(fuzzCategories).onConflictDoNothing();
    await getDb().insert(news).values(fuzzNews).onConflictDoNothing();
    // And with the material FUZZ_ID and the company at version 1, so a good edit names the right version.
    await getDb().delete(materials).where(and(eq(materials.companyId, demoId), eq(materials.code, '123456')));
    await getDb().insert(materials).values({ id: FUZZ_ID, companyId: demoId, code: 'fuzz-material', title: { ru: 'Фазз' }, body: { ru: plainTextToDoc('Текст') } }).onConflictDoUpdate({ target: materials.id, set: { version: 1, code: 'fuzz-material' } });
    await getDb().update(companies).set({ version: 1 }).where(eq(companies.id, demoId));
    await getDb().delete(directorPosts).where(eq(directorPosts.id, FUZZ_ID));
    await getDb().insert(directorPosts).values({ id: FUZZ_ID, companyId: demoId, title: { ru: 'Фазз' }, body: { ru: plainTextToDoc('Текст') } });
    await getDb().update(companies).set({ aboutVersion: 1 }).where(eq(companies.id, demoId));
    // And with the menu item and the redirect FUZZ_ID as they were, the menu at MENU_VERSION 1 and its whole order at hand.
    await getDb()
      .insert(menuItems)
      .values({ id: FUZZ_ID, companyId: demoId, name: { ru: 'Фазз' }, typeCode: 12, position: 99 })
      .onConflictDoUpdate({ target: menuItems.id, set: { version: 1, parentId: null } });
    await getDb().update(companies).set({ menuVersion: 1 }).where(eq(companies.id, demoId));
    GOOD.items = [(await getDb().select({ id: menuItems.id, parent_id: menuItems.parentId }).from(menuItems).where(eq(menuItems.companyId, demoId)))];
    await getDb().delete(redirects).where(and(eq(redirects.companyId, demoId), eq(redirects.fromPath, '/fuzz-moved')));
    await getDb().insert(redirects).values({ id: FUZZ_ID, companyId: demoId, fromPath: '/fuzz-delete-me', toUrl: '/about' }).onConflictDoNothing();
    // And with the doctor, album and photo FUZZ_ID at version 1, and the lists the order calls take.
    for (const [id, slug] of [[FUZZ_ID, 'fuzz-doctor'], [FUZZ_ID + 1, 'fuzz-doctor-2']] as const) {
      await getDb().insert(specialists).values({ ...fuzzDoctor, id, slug }).onConflictDoUpdate({ target: specialists.id, set: { version: 1, slug, companyId: demoId } });
    }
    await getDb().insert(galleryAlbums).values(fuzzAlbum).onConflictDoUpdate({ target: galleryAlbums.id, set: { version: 1 } });
    await getDb().insert(galleryPhotos).values(fuzzPhoto).onConflictDoUpdate({ target: galleryPhotos.id, set: { version: 1, albumId: FUZZ_ID } });
    await getDb().delete(doctorBooking).where(eq(doctorBooking.specialistId, FUZZ_ID));
    await getDb().insert(visitTypes).values({ id: FUZZ_ID, companyId: demoId, specialistId: FUZZ_ID, name: { ru: 'Фазз' }, durationMinutes: 30 }).onConflictDoNothing();
    await getDb().insert(scheduleExceptions).values({ id: FUZZ_ID, companyId: demoId, specialistId: FUZZ_ID, day: '2100-01-01', intervals: [] }).onConflictDoNothing();
    await getDb().insert(holidays).values({ id: FUZZ_ID, companyId: demoId, day: '2100-01-01', name: { ru: 'Фазз' } }).onConflictDoNothing();
    const idsOf = async (rows: Promise<{ id: number }[]>) => (await rows).map((row) => row.id);
    GOOD.ids = [
      await idsOf(getDb().select({ id: specialists.id }).from(specialists).where(eq(specialists.companyId, demoId)).orderBy(specialists.id)),
      await idsOf(getDb().select({ id: galleryAlbums.id }).from(galleryAlbums).where(eq(galleryAlbums.companyId, demoId)).orderBy(galleryAlbums.id)),
      await idsOf(getDb().select({ id: galleryPhotos.id }).from(galleryPhotos).where(eq(galleryPhotos.albumId, FUZZ_ID)).orderBy(galleryPhotos.id)),
    ];
    // And with the heir in cabinet 0, and the manager the owner again (the owner transfer may have handed it over).
    await getDb().insert(cabinetMemberships).values(fuzzHeir).onConflictDoNothing();
    // And with DEMO in the state the site call starts from (online, else offline for site/online, closing for
    // site/reopen), and its verified domain FUZZ_ID (the site and domain calls may have changed them).
    const name = context.task.name;
    // And the doctor FUZZ_ID's name translated (issue 31: «Перевод актуален» confirms a translation that is there).
    if (name.includes('/translations/')) await getDb().update(specialists).set({ fullName: { ru: 'Фазз', kk: 'Фазз', uz: 'Fazz', en: 'Fuzz' } }).where(eq(specialists.id, FUZZ_ID));
    // And with the doctor FUZZ_ID bookable (issue 30): a visit type FUZZ_ID of 30 minutes, a working day a week
    // ahead with 10:00 free (the hold, book and move calls' good start) and a visit at 12:00 (the manage token's).
    // The calendar's calls (issue 30) too: their visit FUZZ_ID (booked at 11:00, version 1) and blocked time FUZZ_ID + 1.
    if (name.includes('/booking/') || /\/business\/(visits|calendar)/.test(name)) await prepareFuzzBooking(!name.includes('/booking/'), name.includes('/booking/release'));
    // And the visit FUZZ_ID of the doctor FUZZ_ID marked came, not asked for a review yet (the review request's good visit).
    if (name.includes('/review-request')) {
      await getDb()
        .insert(visits)
        .values({ id: FUZZ_ID, companyId: demoId, specialistId: FUZZ_ID, period: '[2000-01-03 04:00:00+00,2000-01-03 04:30:00+00)', status: 'came', patientName: 'Фазз', patientPhone: '+77011234567' })
        .onConflictDoUpdate({ target: visits.id, set: { companyId: demoId, status: 'came', reviewRequestedAt: null } });
    }
    // The clinic's name as it is now (the company form's call renames it): the closing's confirmation.
    const [demoNow] = await getDb().select({ name: companies.name }).from(companies).where(eq(companies.id, demoId));
    GOOD.confirm_name = [demoNow.name.ru];
    const status = name.includes('/site/online') ? 'offline' : name.includes('/site/reopen') ? 'closing' : 'online';
    await getDb().update(companies).set({ status, purgeAt: status === 'closing' ? new Date(Date.now() + 86_400_000) : null }).where(eq(companies.id, demoId));
    await getDb().insert(companyDomains).values({ id: FUZZ_ID, companyId: demoId, host: 'fuzz-domain.example.kz', verificationToken: 'fuzz', verifiedAt: new Date() }).onConflictDoNothing();
    await getDb().update(businessAccounts).set({ isOwner: false }).where(eq(businessAccounts.companyId, demoId));
    await getDb().update(businessAccounts).set({ isOwner: true }).where(and(eq(businessAccounts.companyId, demoId), eq(businessAccounts.userId, manager.id)));
  });

  afterAll(async () => {
    // The fuzz edits the demo company and spends rate-limit budgets: leave neither to later files
    // (the seed deletes the demo companies, and with them the redirect above).
    await seedDemoData();
    await getDb().delete(rateLimits);
    delete process.env.PLATFORM_ADMIN_EMAILS;
    for (const name of ['TRANSLATION_PROVIDER', 'GOOGLE_TRANSLATE_API_KEY', 'GOOGLE_TRANSLATE_API_URL']) delete process.env[name];
    await translator?.close();
    await closeDb();
    rmSync(process.env.UPLOADS_DIR!, { recursive: true, force: true });
    delete process.env.UPLOADS_DIR;
  });

  it('covers every operation of the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(19);
    expect(operations.filter((op) => op.bodyTypes.length).length).toBeGreaterThanOrEqual(6);
  });

  it.each(operations.map((op) => [op.label, op] as const))('%s: no 5xx, and a JSON error for every 4xx', async (_label, op) => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(planArbitrary(op), async (plan) => {
        const response = await send(plan);
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 400 && response.status < 500 && NEEDS_A_SECRET[op.label]?.includes(safeErrorCode(text))) secretChecks.set(op.label, (secretChecks.get(op.label) ?? 0) + 1);
        expect(response.status, describePlan(plan)).toBeLessThan(500);
        if (response.status >= 400 && plan.method !== 'HEAD') {
          expect(response.headers.get('content-type'), describePlan(plan)).toMatch(/^application\/json/);
          expect(typeof JSON.parse(text).error?.code, describePlan(plan)).toBe('string');
        }
      }),
      { seed: seedOf(op.label), numRuns: RUNS_PER_OPERATION, endOnFailure: true },
    );
    // Requests get all the way through the route, not only to the checks in front of it (a redirect is a
    // route's answer too); where success needs a secret the fuzz cannot know, as far as the route's own check of it.
    if (NEEDS_A_SECRET[op.label]) expect(secretChecks.get(op.label) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(0);
    else expect([...statuses.keys()].some((status) => status < 400 && status !== 304), JSON.stringify([...statuses])).toBe(true);
  });
});
