// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataView } from '@/components/profile/data-view';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, renderWithApi, testApiConfig } from './helpers/api-env';

let deleteCalls = 0;
const server = setupServer(
  http.post(apiUrl('/api-front2/v1/user/delete', 'ru'), async ({ request }) => {
    deleteCalls += 1;
    const body = (await request.json()) as { password: string };
    if (body.password !== 'right') return HttpResponse.json({ error: { code: 'wrong_password', message: 'Неверный пароль.', fields: { password: ['wrong_password'] } } }, { status: 400 });
    return HttpResponse.json({ data: true });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => cleanup());

describe('the personal data page', () => {
  it('asks for the password in a dialog, shows a wrong password at the field, and deletes with the right one', async () => {
    renderWithApi(<DataView config={testApiConfig('ru')} texts={MESSAGES.ru.ProfileData} />);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить аккаунт?' });
    const password = await waitFor(() => dialog.querySelector('input[type="password"]') as HTMLInputElement);
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Удалить навсегда' }));
    expect(await screen.findByText('Неверный пароль.')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Удалить навсегда' }));
    const deleted = await screen.findByText('Аккаунт удалён.');
    expect(deleteCalls).toBe(2);
    // It replaced the button pressed and the dialog: it has the focus (read at once), not <body>.
    await waitFor(() => expect(document.activeElement).toBe(deleted));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(deleted);
  });
});
