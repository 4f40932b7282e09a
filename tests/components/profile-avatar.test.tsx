// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AvatarView } from '@/components/profile/avatar-view';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, renderWithApi, testApiConfig } from './helpers/api-env';

// The photo page's read of the current photo: "loading" while it runs, a failure with a retry
// (never "no photo yet" when the read failed), and the focus kept after a removal or an upload.
const texts = MESSAGES.ru.ProfileAvatar;
let photo: 'none' | 'there' | 'fails' = 'none';
let removals = 0;
let uploads = 0;
const server = setupServer(
  http.get(apiUrl('/front/v1/user/avatar/download'), async () => {
    await delay(30);
    if (photo === 'fails') return HttpResponse.json({ error: { code: 'unavailable', message: 'Сервис недоступен.' } }, { status: 503 });
    if (photo === 'none') return HttpResponse.json({ error: { code: 'avatar_not_found', message: texts.errors.avatar_not_found } }, { status: 404 });
    return new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'Content-Type': 'image/webp' } });
  }),
  http.post(apiUrl('/w-front/v1/user/avatar/upload'), async ({ request }) => {
    const body = await request.text();
    // jsdom's File reaches msw's multipart as a blob: the field and its type are what can be checked.
    if (!/name="avatar"; filename="[^"]+"\r\nContent-Type: image\/png/.test(body)) return HttpResponse.json({ error: { code: 'invalid', message: 'no file' } }, { status: 400 });
    await delay(20);
    uploads += 1;
    photo = 'there';
    return HttpResponse.json({ data: true });
  }),
  http.delete(apiUrl('/w-front/v1/user/avatar/remove'), async () => {
    await delay(20);
    removals += 1;
    photo = 'none';
    return HttpResponse.json({ data: true });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost:3000/avatar');
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => server.close());
beforeEach(() => {
  photo = 'none';
  removals = 0;
  uploads = 0;
});
afterEach(() => cleanup());

function renderAvatar() {
  renderWithApi(<AvatarView config={testApiConfig('ru')} texts={texts} />);
}

describe('the account photo page', () => {
  it('says it is loading, then "no photo yet" only once the read answered that', async () => {
    renderAvatar();
    expect(screen.getByRole('status').textContent).toBe(texts.loading);
    expect(screen.queryByText(texts.none)).toBeNull();
    expect(await screen.findByText(texts.none)).toBeTruthy();
    expect(screen.queryByText(texts.loading)).toBeNull();
  });

  it('a failed read is an alert with a retry, not "no photo yet"; the retry reads again', async () => {
    photo = 'fails';
    renderAvatar();
    expect((await screen.findByRole('alert')).textContent).toBe(texts.loadFailed);
    expect(screen.queryByText(texts.none)).toBeNull();
    photo = 'there';
    fireEvent.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByRole('img', { name: texts.current })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after "remove photo" (its button gone) the file input has the focus', async () => {
    photo = 'there';
    renderAvatar();
    const remove = await screen.findByRole('button', { name: texts.remove });
    remove.focus();
    fireEvent.click(remove);
    expect(await screen.findByText(texts.none)).toBeTruthy();
    expect(removals).toBe(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(texts.choose)));
  });

  it('after an upload (its button gone with the cropper) the file input has the focus and the new photo shows', async () => {
    renderAvatar();
    expect(await screen.findByText(texts.none)).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>(texts.choose);
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' })] } });
    const upload = await screen.findByRole('button', { name: texts.upload });
    upload.focus();
    fireEvent.click(upload);
    expect(await screen.findByRole('img', { name: texts.current })).toBeTruthy();
    expect(uploads).toBe(1);
    expect(screen.queryByRole('button', { name: texts.upload })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(texts.choose)));
    expect(screen.getByText(texts.uploaded)).toBeTruthy();
  });
});
