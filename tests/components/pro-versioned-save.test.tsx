// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AlbumTitleForm } from '@/components/pro/gallery/album-title-form';
import type { Album } from '@/components/pro/gallery/gallery-types';
import { useVersionedSave } from '@/components/pro/use-versioned-save';
import { ApiError } from '@/lib/api-client/errors';
import { ApiProvider } from '@/lib/api-client/provider';
import { createQueryClient } from '@/lib/api-client/query-client';
import { MESSAGES } from '@/lib/i18n/message-files';
import { useToastStore } from '@/stores/toast-store';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { companyRow, resetProState } from './helpers/pro-env';

// useVersionedSave (components/pro/use-versioned-save.ts): the hook alone, then through an editor that uses it.
type Item = { ID: number; TITLE: string; VERSION: number };

const conflictError = (version: number, current: Item) => {
  const error = new ApiError(409, 'edit_conflict', 'Saved meanwhile');
  error.conflict = { version, current, changed: ['title'] };
  return error;
};

function renderSave(send: (body: { title: string }, version: number | null) => Promise<Item>, extra: { onTakeTheirs?: (theirs: Item) => void; toast?: (saved: Item) => string } = {}) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useVersionedSave<Item, { title: string }>({ version: 3, send, versionOf: (saved) => saved.VERSION, ...extra }), { wrapper });
}

beforeEach(() => resetProState(companyRow()));

describe('useVersionedSave', () => {
  it('sends the version it was read at; a success takes the saved version for the next save, with its toast', async () => {
    const send = vi.fn(async (body: { title: string }, version: number | null) => ({ ID: 1, TITLE: body.title, VERSION: (version ?? 0) + 1 }));
    const { result } = renderSave(send, { toast: (saved) => `Сохранено: ${saved.TITLE}` });
    act(() => result.current.save({ title: 'А' }));
    await waitFor(() => expect(result.current.saved).toBe(true));
    expect(send).toHaveBeenLastCalledWith({ title: 'А' }, 3);
    expect(result.current.version).toBe(4);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Сохранено: А']);
    act(() => result.current.save({ title: 'Б' }));
    await waitFor(() => expect(result.current.version).toBe(5));
    expect(send).toHaveBeenLastCalledWith({ title: 'Б' }, 4);
    expect(result.current.conflict).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it('a 409 edit_conflict is the conflict (not an error); "keep mine" sends the same body over the stored version', async () => {
    const theirs = { ID: 1, TITLE: 'Их', VERSION: 7 };
    const send = vi.fn<(body: { title: string }, version: number | null) => Promise<Item>>().mockRejectedValueOnce(conflictError(7, theirs)).mockResolvedValueOnce({ ID: 1, TITLE: 'Мой', VERSION: 8 });
    const { result } = renderSave(send);
    act(() => result.current.save({ title: 'Мой' }));
    await waitFor(() => expect(result.current.conflict).not.toBeNull());
    expect(result.current.conflict).toEqual({ version: 7, current: theirs, changed: ['title'] });
    expect(result.current.error).toBeNull();
    expect(result.current.fields).toEqual({});
    act(() => result.current.keepMine());
    await waitFor(() => expect(result.current.saved).toBe(true));
    expect(send).toHaveBeenLastCalledWith({ title: 'Мой' }, 7);
    expect(result.current.version).toBe(8);
    expect(result.current.conflict).toBeNull();
  });

  it('"take theirs" gives the form the stored item and takes its version; nothing is sent', async () => {
    const theirs = { ID: 1, TITLE: 'Их', VERSION: 7 };
    const onTakeTheirs = vi.fn();
    const send = vi.fn<(body: { title: string }, version: number | null) => Promise<Item>>().mockRejectedValueOnce(conflictError(7, theirs));
    const { result } = renderSave(send, { onTakeTheirs });
    act(() => result.current.save({ title: 'Мой' }));
    await waitFor(() => expect(result.current.conflict).not.toBeNull());
    act(() => result.current.takeTheirs());
    expect(onTakeTheirs).toHaveBeenCalledWith(theirs);
    expect(result.current.version).toBe(7);
    expect(result.current.conflict).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('any other failure is the error, its field codes by path; the version stays', async () => {
    const refusal = new ApiError(400, 'invalid_input', 'Invalid', { 'title.ru': 'too_long', slug: 'slug_taken' });
    const { result } = renderSave(vi.fn().mockRejectedValue(refusal));
    act(() => result.current.save({ title: 'А'.repeat(300) }));
    await waitFor(() => expect(result.current.error).toBe(refusal));
    expect(result.current.fields).toEqual({ 'title.ru': 'too_long', slug: 'slug_taken' });
    expect(result.current.conflict).toBeNull();
    expect(result.current.version).toBe(3);
  });
});

describe('through the album title form', () => {
  const G = MESSAGES.ru.BusinessGallery;
  const C = MESSAGES.ru.BusinessEditor.conflict;
  const WRITE = '/w-business/DEMO/0/business';
  const album: Album = { ID: 7, TITLE: { ru: 'Холл' }, POSITION: 0, VERSION: 2, PHOTOS: [] };
  let answers: ((body: { title: { ru?: string }; version: number }) => Response)[] = [];
  const sent: { title: { ru?: string }; version: number }[] = [];
  const server = setupServer(
    // Issue 31: the album's stale translations (none here).
    http.get(apiUrl('/business-api-front2/DEMO/0/business/translations/stale'), () => HttpResponse.json({ data: [] })),
    http.put(apiUrl(`${WRITE}/gallery_albums/7`), async ({ request }) => {
      const body = (await request.json()) as { title: { ru?: string }; version: number };
      sent.push(body);
      return answers.shift()!(body);
    }),
  );
  serveFormApi(server);
  beforeEach(() => {
    answers = [];
    sent.length = 0;
  });

  function renderForm() {
    const namespaces = Object.fromEntries(Object.entries(MESSAGES.ru).filter(([key]) => key.startsWith('Business')));
    return render(
      <NextIntlClientProvider locale="ru" messages={namespaces} timeZone="Asia/Almaty">
        <WithApi>
          <ApiProvider queryClient={createQueryClient()}>
            <AlbumTitleForm album={album} onSaved={() => undefined} />
          </ApiProvider>
        </WithApi>
      </NextIntlClientProvider>,
    );
  }
  const title = () => screen.getByRole('textbox', { name: new RegExp(G.fields.title) }) as HTMLInputElement;
  const saveButton = () => screen.getByRole('button', { name: G.album.save });

  it('saves from the album’s version, then from the saved one', async () => {
    answers = [(body) => HttpResponse.json({ data: { ...album, TITLE: body.title, VERSION: 3 } }), (body) => HttpResponse.json({ data: { ...album, TITLE: body.title, VERSION: 4 } })];
    renderForm();
    fireEvent.change(title(), { target: { value: 'Холл клиники' } });
    fireEvent.click(saveButton());
    expect((await screen.findByRole('status')).textContent).toBe(G.album.saved);
    fireEvent.click(saveButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((body) => body.version)).toEqual([2, 3]);
    expect(sent[0].title).toEqual({ ru: 'Холл клиники' });
  });

  it('a colleague’s save meanwhile is the conflict notice; "keep mine" sends my title over their version', async () => {
    const theirs = { ...album, TITLE: { ru: 'Приёмная' }, VERSION: 5 };
    answers = [() => HttpResponse.json({ error: { code: 'edit_conflict', message: 'Conflict', conflict: { version: 5, current: theirs, changed: ['title'] } } }, { status: 409 }), (body) => HttpResponse.json({ data: { ...album, TITLE: body.title, VERSION: 6 } })];
    renderForm();
    fireEvent.change(title(), { target: { value: 'Мой холл' } });
    fireEvent.click(saveButton());
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(C.title)).toBeTruthy();
    expect(notice.textContent).toContain(G.fields.title);
    expect(title().value).toBe('Мой холл');
    fireEvent.click(within(notice).getByRole('button', { name: C.keepMine }));
    expect((await screen.findByRole('status')).textContent).toBe(G.album.saved);
    expect(sent.map((body) => [body.title.ru, body.version])).toEqual([
      ['Мой холл', 2],
      ['Мой холл', 5],
    ]);
  });

  it('"take theirs" puts their title in the field', async () => {
    const theirs = { ...album, TITLE: { ru: 'Приёмная' }, VERSION: 5 };
    answers = [() => HttpResponse.json({ error: { code: 'edit_conflict', message: 'Conflict', conflict: { version: 5, current: theirs, changed: ['title'] } } }, { status: 409 })];
    renderForm();
    fireEvent.change(title(), { target: { value: 'Мой холл' } });
    fireEvent.click(saveButton());
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: C.takeTheirs }));
    await waitFor(() => expect(title().value).toBe('Приёмная'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refused field shows its text at the field, and the form says why', async () => {
    answers = [() => HttpResponse.json({ error: { code: 'invalid_input', message: 'Invalid', fields: { 'title.ru': 'too_long' } } }, { status: 400 })];
    renderForm();
    fireEvent.click(saveButton());
    await waitFor(() => expect(title().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(G.tooLong.replace('{max}', '200'))).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.ru.BusinessErrors.invalid_input);
  });
});
