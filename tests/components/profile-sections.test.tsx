// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toasts } from '@/components/client/toasts';
import { Contacts } from '@/components/profile/contacts';
import { PasswordChange } from '@/components/profile/password-change';
import { PersonalInfo } from '@/components/profile/personal-info';
import { ProfileData } from '@/components/profile/profile-data';
import { Sessions } from '@/components/profile/sessions';
import { getQueryClient } from '@/lib/api-client/provider';
import type { Locale } from '@/lib/i18n/locales';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { apiUrl, DEMO_PATIENT as patient, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';

// The account area's contacts, password and sessions pages against the contract's answers (msw).
type Call = { path: string; body: unknown };
let calls: Call[] = [];
let user = patient;
let sessions: { id: number; device: string; createdAt: string; lastSeenAt: string; current: boolean }[] = [];
/** As the server: a second code within 60 s is refused (429); `failSend` makes the next sending fail. */
let codeSent = false;
let failSend = false;
/** As the server when another account took the new address after its code was sent: the confirm step says so. */
let takenMeanwhile = false;

const record = async (path: string, request: Request) => {
  const body: unknown = await request.json();
  calls.push({ path, body });
  return body as Record<string, string | undefined>;
};
const handlers = (locale: Locale) => [
  http.get(apiUrl('/api-front2/v1/user', locale), () => HttpResponse.json({ data: user })),
  http.post(apiUrl('/api-front2/v1/user/confirmation/email', locale), async ({ request }) => {
    const body = await record('confirmation/email', request);
    if (!body.code) {
      await delay(30);
      if (failSend) return HttpResponse.json({ error: { code: 'unavailable', message: 'Сервис недоступен.' } }, { status: 503 });
      if (codeSent) return HttpResponse.json({ error: { code: 'rate_limited', message: ru.AccountErrors.rate_limited, retryAfter: 60 } }, { status: 429 });
      codeSent = true;
      // As the server: a new address is the account's, unconfirmed, and a code is on its way.
      if (body.email) user = { ...user, EMAIL: body.email, EMAIL_CONFIRMED: false };
      return HttpResponse.json({ data: { resendAfter: 60 } });
    }
    if (body.code !== '246810') {
      return HttpResponse.json(
        { error: { code: 'invalid_code', message: ru.AccountErrors.invalid_code, fields: { code: ['invalid_code'] }, fieldMessages: { code: ru.AccountErrors.invalid_code } } },
        { status: 400 },
      );
    }
    if (takenMeanwhile) {
      const text = (locale === 'kk' ? kk : ru).AccountErrors.email_taken;
      return HttpResponse.json({ error: { code: 'email_taken', message: text, fields: { email: ['email_taken'] }, fieldMessages: { email: text } } }, { status: 400 });
    }
    user = { ...user, EMAIL_CONFIRMED: true };
    return HttpResponse.json({ data: user });
  }),
  http.post(apiUrl('/api-front2/v1/user/change_password', locale), async ({ request }) => {
    const body = await record('change_password', request);
    if (body.password !== 'Patient-demo-2026') {
      const text = (locale === 'kk' ? kk : ru).AccountErrors.wrong_password;
      return HttpResponse.json({ error: { code: 'wrong_password', message: text, fields: { password: ['wrong_password'] }, fieldMessages: { password: text } } }, { status: 400 });
    }
    return HttpResponse.json({ data: true });
  }),
  http.get(apiUrl('/api-front2/v1/user/sessions', locale), () => HttpResponse.json({ data: sessions })),
  http.post(apiUrl('/api-front2/v1/user/sessions/end_others', locale), async ({ request }) => {
    await record('sessions/end_others', request);
    const ended = sessions.filter((session) => !session.current).length;
    sessions = sessions.filter((session) => session.current);
    return HttpResponse.json({ data: { ended } });
  }),
];
const server = setupServer(...handlers('ru'), ...handlers('kk'));
serveFormApi(server);

beforeEach(() => {
  calls = [];
  codeSent = false;
  failSend = false;
  takenMeanwhile = false;
  user = { ...patient, EMAIL_CONFIRMED: true };
  sessions = [
    { id: 11, device: 'Chrome on Windows', createdAt: '2026-03-01T08:00:00.000Z', lastSeenAt: '2026-03-02T09:30:00.000Z', current: true },
    { id: 12, device: 'Safari on iPhone', createdAt: '2026-02-20T10:00:00.000Z', lastSeenAt: '2026-03-01T18:45:00.000Z', current: false },
  ];
  useAuthStore.setState({ status: 'authorized', isSignInOpen: false, pending: [] });
  useToastStore.getState().clear();
  getQueryClient().clear();
});

/** A section as its page renders it: the account area's messages, the API, the user seeded, the toasts. */
function renderSection(section: ReactNode, locale: Locale = 'ru') {
  const messages = locale === 'kk' ? kk : ru;
  render(
    <WithApi locale={locale}>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Almaty">
        <ProfileData user={user}>{section}</ProfileData>
        <Toasts labels={messages.Ui} />
      </NextIntlClientProvider>
    </WithApi>,
  );
}

/** A field's label as the kit renders it: the text, and the asterisk of a required one. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
const errorOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent;

describe('the patient’s own phone reads as the clinic’s phones do (issue 28)', () => {
  it('contacts and personal information show «+7 701 123 45 67», never the stored +77011234567', async () => {
    user = { ...patient, TEL: '+77172554040' };
    renderSection(
      <>
        <Contacts />
        <PersonalInfo />
      </>,
    );
    // An Astana number keeps its four-digit area code together.
    expect(await screen.findAllByText('+7 7172 55 40 40')).toHaveLength(2);
    expect(screen.queryByText('+77172554040')).toBeNull();
  });
});

describe('contacts: a new e-mail is the account’s only once its code is confirmed', () => {
  it('send code → enter code → confirmed: a wrong code is said on the code field, the right one shows the e-mail confirmed', async () => {
    renderSection(<Contacts />);
    const email = within(screen.getByRole('region', { name: ru.ProfileContacts.email }));
    expect(email.getByTestId('email-state').textContent).toBe(ru.ProfileContacts.confirmed);

    const change = email.getByRole('button', { name: ru.ProfileContacts.change });
    fireEvent.click(change);
    // Each step's field takes the focus as it opens.
    await waitFor(() => expect(document.activeElement).toBe(email.getByLabelText(/^Новый e-mail/)));
    fireEvent.change(email.getByLabelText(/^Новый e-mail/), { target: { value: '  Anna.New@Example.KZ ' } });
    fireEvent.click(email.getByRole('button', { name: ru.ProfileContacts.sendCode }));

    // The address goes as the server stores it; the card reads the user again: the new address, not yet confirmed.
    const code = await email.findByLabelText(/^Код из сообщения/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(calls).toEqual([{ path: 'confirmation/email', body: { email: 'anna.new@example.kz' } }]);
    await waitFor(() => expect(email.getByTestId('email-state').textContent).toBe(ru.ProfileContacts.notConfirmed));

    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(email.getByRole('button', { name: ru.SignUp.code.submit }));
    await waitFor(() => expect(errorOf(code)).toBe(ru.AccountErrors.invalid_code));
    expect(calls.at(-1)).toEqual({ path: 'confirmation/email', body: { code: '111111' } });

    fireEvent.change(code, { target: { value: '246 810' } });
    fireEvent.click(email.getByRole('button', { name: ru.SignUp.code.submit }));
    expect(await screen.findByText(ru.ProfileContacts.emailConfirmed)).toBeTruthy();
    expect(calls.at(-1)).toEqual({ path: 'confirmation/email', body: { code: '246810' } });
    expect(email.queryByLabelText(/^Код из сообщения/)).toBeNull();
    expect(email.getByTestId('email-state').textContent).toBe(ru.ProfileContacts.confirmed);
    expect(email.getByText('anna.new@example.kz')).toBeTruthy();
    // Done: the step is gone, the focus is back on «Изменить».
    await waitFor(() => expect(document.activeElement).toBe(email.getByRole('button', { name: ru.ProfileContacts.change })));
  });

  it('a new e-mail is sent as any other (the code step says a notice goes instead when the e-mail is another account’s); only the confirm step says it is taken, above the code form, in Kazakh', async () => {
    takenMeanwhile = true;
    renderSection(<Contacts />, 'kk');
    const email = within(screen.getByRole('region', { name: kk.ProfileContacts.email }));
    fireEvent.click(email.getByRole('button', { name: kk.ProfileContacts.change }));
    const value = await email.findByLabelText(label(kk.ProfileContacts.newEmail));
    fireEvent.change(value, { target: { value: 'taken@example.kz' } });
    fireEvent.click(email.getByRole('button', { name: kk.ProfileContacts.sendCode }));

    const code = await email.findByLabelText(label(kk.SignUp.code.label));
    expect(email.getByText(kk.ProfileContacts.takenHintEmail)).toBeTruthy();
    expect(email.queryByRole('alert')).toBeNull();
    fireEvent.change(code, { target: { value: '246810' } });
    fireEvent.click(email.getByRole('button', { name: kk.SignUp.code.submit }));
    expect((await email.findByRole('alert')).textContent).toBe(kk.AccountErrors.email_taken);
    expect(calls.at(-1)).toEqual({ path: 'confirmation/email', body: { code: '246810' } });
    // The code itself was right: its field carries no error, and the e-mail is not confirmed.
    expect(code.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText(kk.ProfileContacts.emailConfirmed)).toBeNull();
  });

  it('cancelling the new value gives the focus back to «Изменить»', async () => {
    renderSection(<Contacts />);
    const email = within(screen.getByRole('region', { name: ru.ProfileContacts.email }));
    const change = email.getByRole('button', { name: ru.ProfileContacts.change });
    fireEvent.click(change);
    await waitFor(() => expect(document.activeElement).toBe(email.getByLabelText(/^Новый e-mail/)));
    fireEvent.click(email.getByRole('button', { name: ru.ProfileContacts.cancel }));
    await waitFor(() => expect(document.activeElement).toBe(email.getByRole('button', { name: ru.ProfileContacts.change })));
    expect(calls).toEqual([]);
  });
});

describe('contacts: confirming the current e-mail with a code', () => {
  it('a second tap while the code is on its way sends nothing (no "too many attempts"); the code field takes the focus, «Назад» gives it to «Изменить»', async () => {
    user = { ...patient, EMAIL_CONFIRMED: false };
    renderSection(<Contacts />);
    const email = within(screen.getByRole('region', { name: ru.ProfileContacts.email }));
    const confirm = email.getByRole('button', { name: ru.ProfileContacts.confirm });
    fireEvent.click(confirm);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(confirm);
    const code = await email.findByLabelText(/^Код из сообщения/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    await delay(60);
    expect(calls).toEqual([{ path: 'confirmation/email', body: {} }]);
    expect(screen.queryByRole('alert')).toBeNull();
    // The account's own e-mail cannot be another account's: no note about a notice.
    expect(email.queryByText(ru.ProfileContacts.takenHintEmail)).toBeNull();

    fireEvent.click(email.getByRole('button', { name: ru.SignUp.code.back }));
    await waitFor(() => expect(document.activeElement).toBe(email.getByRole('button', { name: ru.ProfileContacts.change })));
  });

  it('a failed sending is an alert, gone when a code is sent after all', async () => {
    user = { ...patient, EMAIL_CONFIRMED: false };
    failSend = true;
    renderSection(<Contacts />);
    const email = within(screen.getByRole('region', { name: ru.ProfileContacts.email }));
    fireEvent.click(email.getByRole('button', { name: ru.ProfileContacts.confirm }));
    expect((await email.findByRole('alert')).textContent).toBe(ru.AccountErrors.unknown);

    failSend = false;
    fireEvent.click(email.getByRole('button', { name: ru.ProfileContacts.confirm }));
    expect(await email.findByLabelText(/^Код из сообщения/)).toBeTruthy();
    expect(email.queryByRole('alert')).toBeNull();
  });
});

describe('password: the server’s verdict on the current password, in the visitor’s language', () => {
  it('a wrong current password shows the server’s wrong_password on the current password field, in Kazakh, with focus there', async () => {
    renderSection(<PasswordChange />, 'kk');
    const current = screen.getByLabelText(label(kk.ProfilePassword.current));
    fireEvent.change(current, { target: { value: 'not-my-password' } });
    fireEvent.change(screen.getByLabelText(label(kk.ProfilePassword.new)), { target: { value: 'New-secret-2026' } });
    fireEvent.change(screen.getByLabelText(label(kk.ProfilePassword.repeat)), { target: { value: 'New-secret-2026' } });
    fireEvent.click(screen.getByRole('button', { name: kk.ProfilePassword.submit }));

    await waitFor(() => expect(errorOf(current)).toBe(kk.AccountErrors.wrong_password));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);
    // Only the current and the new password are sent; the repeat stays in the browser.
    expect(calls).toEqual([{ path: 'change_password', body: { password: 'not-my-password', new_password: 'New-secret-2026' } }]);
  });

  it('a repeat that differs, or a new password under 8 characters, is refused before anything is sent', async () => {
    renderSection(<PasswordChange />, 'kk');
    fireEvent.change(screen.getByLabelText(label(kk.ProfilePassword.current)), { target: { value: 'Patient-demo-2026' } });
    const fresh = screen.getByLabelText(label(kk.ProfilePassword.new));
    const repeat = screen.getByLabelText(label(kk.ProfilePassword.repeat));
    fireEvent.change(fresh, { target: { value: 'New-secret-2026' } });
    fireEvent.change(repeat, { target: { value: 'New-secret-2027' } });
    fireEvent.click(screen.getByRole('button', { name: kk.ProfilePassword.submit }));
    await waitFor(() => expect(errorOf(repeat)).toBe(kk.ProfilePassword.mismatch));

    fireEvent.change(fresh, { target: { value: 'short' } });
    fireEvent.change(repeat, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: kk.ProfilePassword.submit }));
    await waitFor(() => expect(errorOf(fresh)).toBe(kk.AccountErrors.password_too_short));
    expect(calls).toEqual([]);
  });

  it('the right current password changes it and says the other devices are signed out', async () => {
    renderSection(<PasswordChange />);
    fireEvent.change(screen.getByLabelText(/^Текущий пароль/), { target: { value: 'Patient-demo-2026' } });
    fireEvent.change(screen.getByLabelText(/^Новый пароль/), { target: { value: 'New-secret-2026' } });
    fireEvent.change(screen.getByLabelText(/^Повторите новый пароль/), { target: { value: 'New-secret-2026' } });
    fireEvent.click(screen.getByRole('button', { name: ru.ProfilePassword.submit }));
    expect(await screen.findByText(ru.ProfilePassword.othersSignedOut)).toBeTruthy();
    expect(calls).toEqual([{ path: 'change_password', body: { password: 'Patient-demo-2026', new_password: 'New-secret-2026' } }]);
  });
});

describe('sessions: sign out everywhere else only after a confirmation, then the list shows this device alone', () => {
  it('cancel sends nothing; confirm ends the others, says how many, and the list updates', async () => {
    renderSection(<Sessions />);
    const devices = () => within(screen.getByText(ru.ProfileSessions.thisDevice).closest('ul')!).getAllByRole('listitem');
    expect(await screen.findByText('Safari on iPhone')).toBeTruthy();
    expect(devices()).toHaveLength(2);
    expect(screen.getAllByText(ru.ProfileSessions.thisDevice)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: ru.ProfileSessions.endOthers }));
    const confirm = await screen.findByRole('dialog', { name: ru.ProfileSessions.confirmTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: ru.ProfileSessions.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: ru.ProfileSessions.endOthers }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: ru.ProfileSessions.confirmTitle })).getByRole('button', { name: ru.ProfileSessions.confirm }));
    expect(await screen.findByText('Выполнен выход на других устройствах: 1')).toBeTruthy();
    expect(calls).toEqual([{ path: 'sessions/end_others', body: {} }]);
    await waitFor(() => expect(devices()).toHaveLength(1));
    expect(screen.queryByText('Safari on iPhone')).toBeNull();
    expect(screen.getByText(ru.ProfileSessions.noOthers)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ru.ProfileSessions.endOthers })).toBeNull();
    // The button pressed is gone with the dialog: the line that replaced it has the focus, not <body>.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText(ru.ProfileSessions.noOthers)));
  });
});
