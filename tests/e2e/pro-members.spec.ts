import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiPost, apiSignIn, createFreshPatient, freshAddress, ORIGIN, signIn, type Cookie } from './accounts';
import { withDatabase } from './database';
import { DEMO_ACCOUNTS } from '../../lib/seed/accounts';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// The business area's staff page and platform services page (issue 11): access codes, members,
// cabinets, and the CRM service request, against the server, on a phone and on a desktop.

const MANAGER = DEMO_ACCOUNTS.find((account) => account.role === 'business user')!;
const PLATFORM_STAFF = process.env.PLATFORM_STAFF_EMAIL ?? 'staff@clinic-sites.local';
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false };
const run = Date.now();

/** A browser of its own client address (sign-in and access codes are limited per address), signed in through the API. */
async function signedInContext(browser: Browser, device: typeof PHONE, login: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...device, baseURL: ORIGIN, locale: 'ru-RU', extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });
  await signIn(context, login, password);
  return context;
}

/** A new user, straight in the database (the account flows have their own tests); never a demo account. */
async function createUser(tag: string) {
  const user = await createFreshPatient({ prefix: tag, name: `Дана ${tag}` });
  return { ...user, fullName: `${user.lastname} ${user.name}` };
}

/** POST …/business/user/request_access with these cookies (the join page's own call). */
async function requestAccess(cookies: readonly Cookie[], companyCode: string, cabinetCode: number, accessCode: string) {
  const { status, json } = await apiPost(`w-business/ru/${companyCode}/${cabinetCode}/business/user/request_access`, { access_code: accessCode }, { cookies });
  return { status, json: json as { data: { PERMISSIONS: Record<string, boolean> }; error: unknown } };
}

/** Issues a code in the staff page's form for the cabinet shown; returns the code shown once. */
async function issueCode(page: Page, permission: string) {
  // The role picker (issue 20): "custom" opens the eight boxes; the codes' form is its own section.
  const codes = page.getByRole('region', { name: /^Коды доступа/ });
  await codes.getByRole('radio', { name: 'Свой набор прав', exact: true }).check();
  await codes.getByRole('checkbox', { name: permission, exact: true }).check();
  await page.getByRole('button', { name: 'Выпустить код', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Код выпущен' })).toBeFocused();
  const code = await page.getByTestId('issued-code').innerText();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  return code;
}

const shellNav = (page: Page) => page.getByRole('navigation', { name: 'Разделы кабинета' });

test.describe('staff and access codes, desktop', () => {
  test('a code for DEMO cabinet 1 granting appointment requests lets a new user in with only that; the manager changes the member’s permissions, then removes the member, who loses access', async ({ browser }) => {
    test.setTimeout(90_000);
    const manager = await signedInContext(browser, DESKTOP, MANAGER.login, MANAGER.password);
    const page = await manager.newPage();
    // The main cabinet's manager manages every cabinet: cabinet 1 is named in the address.
    await page.goto('/pro/DEMO/0/members?cabinet=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Сотрудники и коды доступа' })).toBeVisible();
    await expect(page.getByLabel('Кабинет для управления')).toHaveValue('1');
    const code = await issueCode(page, 'Заявки на приём');
    // The invitation: the joining page for this company and cabinet with the code, as an absolute address.
    await expect(page.getByLabel('Ссылка-приглашение')).toHaveValue(`${ORIGIN}/pro/join?company=DEMO&cabinet=1&code=${code}`);
    await expectNoAxeViolations(page);

    // A new user joins with the code (the join page's call) and sees only what it granted.
    const user = await createUser('join');
    const member = await signedInContext(browser, DESKTOP, user.email, user.password);
    const joined = await requestAccess(await member.cookies(ORIGIN), 'DEMO', 1, code);
    expect(joined.status, JSON.stringify(joined.json)).toBe(200);
    expect(joined.json.data.PERMISSIONS).toMatchObject({ 'appointments.read': true, 'questions.read': false, 'content.edit': false, 'members.manage': false });
    const memberPage = await member.newPage();
    await memberPage.goto('/pro/DEMO/1/services');
    await expect(shellNav(memberPage).getByRole('link', { name: 'Заявки на приём' })).toBeVisible();
    await expect(shellNav(memberPage).getByRole('link', { name: 'Вопросы', exact: true })).toHaveCount(0);
    await expect(shellNav(memberPage).getByRole('link', { name: 'Услуги платформы' })).toHaveCount(0);
    // A page the code did not grant says so (the server refuses it anyway).
    await expect(memberPage.getByText('У вас нет прав на эту страницу в этом кабинете.')).toBeVisible();

    // The manager sees who joined, with the code, and moves them from requests to questions.
    await page.reload();
    const row = page.getByTestId('cabinet-member').filter({ hasText: user.email });
    await expect(row).toContainText(user.fullName);
    await expect(row).toContainText('Присоединение по коду доступа');
    // One permission is no preset: the row says "custom" and shows the eight boxes.
    await expect(row).toContainText('Роль: Свой набор прав');
    await expect(row.getByLabel('Заявки на приём')).toBeChecked();
    await row.getByLabel('Вопросы пациентов').check();
    await row.getByLabel('Заявки на приём').uncheck();
    await row.getByRole('button', { name: 'Сохранить права' }).click();
    await expect(page.getByText(`Права сохранены: ${user.fullName}`)).toBeVisible();
    await expect(row.getByLabel('Заявки на приём')).not.toBeChecked();
    // The row stays (no remount by a new key): the focus is still on its Save button.
    await expect(row.getByRole('button', { name: 'Сохранить права' })).toBeFocused();
    // The code was for one person: it is used up now.
    await expect(page.getByTestId('access-code').first()).toContainText('Исчерпан');

    await memberPage.reload();
    await expect(shellNav(memberPage).getByRole('link', { name: 'Вопросы', exact: true })).toBeVisible();
    await expect(shellNav(memberPage).getByRole('link', { name: 'Заявки на приём' })).toHaveCount(0);

    // Removing asks first; then the member has no access to the clinic at all.
    await row.getByRole('button', { name: 'Удалить из кабинета' }).click();
    const dialog = page.getByRole('dialog', { name: `${user.fullName}: удалить из кабинета?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Удалить', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    // Its button gone, the focus is on the members' heading, not lost to the page.
    await expect(page.getByRole('heading', { level: 2, name: /^Участники: / })).toBeFocused();
    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Нет доступа к этой клинике' })).toBeVisible();

    // The services page at desktop size, as the manager sees it.
    await page.goto('/pro/DEMO/0/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Услуги платформы' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Заявки вашей клиники' })).toBeVisible();
    await expectNoAxeViolations(page);
    await member.close();
    await manager.close();
  });
});

test.describe('cabinets, revoked codes and platform services, phone', () => {
  test('the manager creates a cabinet and issues a code for it; once revoked the code is refused; a service request is sent, listed and mailed to the platform staff (axe, no overflow at 360 px)', async ({ browser }) => {
    test.setTimeout(90_000);
    const manager = await signedInContext(browser, PHONE, MANAGER.login, MANAGER.password);
    const page = await manager.newPage();
    // The codes' creator shown by a long e-mail alone (a member without a name): it must wrap inside 360 px.
    const longEmail = 'registratura.glavnogo.korpusa.kliniki.demo@very-long-clinic-domain.example.kz';
    await page.route(/\/api\/business-api-front2\/[^/]+\/DEMO\/0\/business\/access_codes/, async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { data: { CREATED_BY: unknown }[] };
      json.data = json.data.map((code) => ({ ...code, CREATED_BY: { ID: 1, FULL_NAME: '', EMAIL: longEmail } }));
      await route.fulfill({ response, json });
    });
    await page.goto('/pro/DEMO/0/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Сотрудники и коды доступа' })).toBeVisible();
    await expect(page.getByTestId('managed-cabinet').first()).toBeVisible();
    // The manager owns DEMO (issue 18): their row in the main cabinet says so, with no boxes and no Remove.
    const own = page.getByTestId('cabinet-member').filter({ hasText: MANAGER.login });
    await expect(own).toContainText('владелец');
    await expect(own).toContainText('Вы владелец клиники');
    await expect(own.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    // A fresh cabinet keeps this test apart from the demo ones: it is then the one shown.
    const name = `Регистратура ${run}`;
    await page.getByLabel(/^Название кабинета/).fill(name);
    await page.getByRole('button', { name: 'Создать кабинет' }).click();
    await expect(page.getByText(`Кабинет «${name}» создан`)).toBeVisible();
    // The fresh create form's heading takes the focus (the one that had it is gone).
    await expect(page.getByRole('heading', { level: 3, name: 'Новый кабинет' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: `Коды доступа: ${name}` })).toBeVisible();
    const cabinetCode = Number(new URL(page.url()).searchParams.get('cabinet'));
    expect(cabinetCode).toBeGreaterThan(1);
    await expect(page.getByTestId('managed-cabinet').filter({ hasText: name })).toContainText(`Номер кабинета ${cabinetCode}`);
    // Its creator is its only member: the cabinet is theirs at once, the staff join with a code.
    await expect(page.getByTestId('cabinet-member')).toHaveCount(1);
    await expect(page.getByTestId('cabinet-member')).toContainText(MANAGER.login);

    const code = await issueCode(page, 'Материалы сайта');
    await expect(page.getByLabel('Ссылка-приглашение')).toHaveValue(`${ORIGIN}/pro/join?company=DEMO&cabinet=${cabinetCode}&code=${code}`);
    // The link alone is enough: the join page opens with the clinic, the cabinet and the code filled in.
    const join = await manager.newPage();
    await join.goto(`/pro/join?company=DEMO&cabinet=${cabinetCode}&code=${code}`);
    await expect(join.getByLabel(/^Код клиники/)).toHaveValue('DEMO');
    await expect(join.getByLabel(/^Номер кабинета/)).toHaveValue(String(cabinetCode));
    await expect(join.getByLabel(/^Код доступа/)).toHaveValue(code);
    await expectNoAxeViolations(join);
    await expectNoHorizontalOverflow(join);
    await join.close();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Выпустить ещё один код' }).click();
    const listed = page.getByTestId('access-code');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('Действует');
    await expect(listed).toContainText('0 из 1');
    await expect(listed).toContainText(longEmail);
    await expectNoHorizontalOverflow(page);
    expect(await listed.evaluate((item) => item.scrollWidth <= item.clientWidth), 'the code’s row does not overflow').toBe(true);

    await listed.getByRole('button', { name: 'Отозвать' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отозвать этот код?' });
    await dialog.getByRole('button', { name: 'Отозвать код' }).click();
    await expect(page.getByText('Код отозван', { exact: true })).toBeVisible();
    await expect(listed).toContainText('Отозван');
    await expect(listed.getByRole('button', { name: 'Отозвать' })).toHaveCount(0);
    // Its Revoke button gone, the focus is on the code's name in its row.
    await expect(listed.getByText('Материалы сайта', { exact: true })).toBeFocused();

    const stranger = await createUser('revoked');
    const refused = await requestAccess(await apiSignIn(stranger.email, stranger.password), 'DEMO', cabinetCode, code);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: 'access_code_revoked', message: 'Код доступа отозван. Попросите новый код.' });

    // Platform services: the request is sent, listed with its status, and mailed to the platform's staff.
    await page.goto('/pro/DEMO/0/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Услуги платформы' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    const marker = `pro-members-${run}`;
    await page.getByLabel(/^Услуга/).selectOption('seo');
    await page.getByLabel(/^Что нужно сделать\?/).fill(`Хотим больше пациентов из поиска (${marker})`);
    await page.getByLabel('Телефон', { exact: true }).fill('8 701 555 12 34');
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByRole('heading', { name: 'Заявка отправлена' })).toBeFocused();
    const item = page.getByTestId('service-request').filter({ hasText: marker });
    await expect(item).toContainText('Продвижение в поиске');
    await expect(item).toContainText('Новая');
    // The contact phone reads grouped, as every phone does (issue 28).
    await expect(item).toContainText('+7 701 555 12 34');
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    await expect
      .poll(async () => (await withDatabase((db) => db.query<{ status: string }>('SELECT status FROM outbox WHERE recipient = $1 AND body LIKE $2', [PLATFORM_STAFF, `%${marker}%`]))).rows.map((row) => row.status), { timeout: 20_000 })
      .toEqual(['outbox']);
    await manager.close();
  });
});
