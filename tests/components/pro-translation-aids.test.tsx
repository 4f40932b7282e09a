// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toasts } from '@/components/client/toasts';
import { AlbumTitleForm } from '@/components/pro/gallery/album-title-form';
import { ApiProvider } from '@/lib/api-client/provider';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { companyRow, resetProState } from './helpers/pro-env';

// Issue 31 in an editor with LocaleTabs (the album's title form): the Russian original beside a
// translation, the stale mark in words on the tab and above the field, «Перевод актуален» and a save
// of that language clearing it, against the server's shapes (lib/business/translations/routes.ts).
const READ = '/business-api-front2/DEMO/0/business';
const WRITE = '/w-business/DEMO/0/business';
const album = { ID: 7, TITLE: { ru: 'Холл клиники', kk: 'Клиника холы' }, POSITION: 0, VERSION: 3, PHOTOS: [] };

let stale: { FIELD: string; LOCALE: string }[] = [];
let confirmed: unknown[] = [];
const server = setupServer(
  http.get(apiUrl(`${READ}/translations/stale`), ({ request }) => {
    const query = new URL(request.url).searchParams;
    return HttpResponse.json({ data: query.get('kind') === 'album' && query.get('item') === '7' ? stale : [] });
  }),
  http.post(apiUrl(`${WRITE}/translations/confirm`), async ({ request }) => {
    confirmed.push(await request.json());
    stale = [];
    return HttpResponse.json({ data: { ok: true } });
  }),
  http.put(apiUrl(`${WRITE}/gallery_albums/7`), async ({ request }) => {
    const body = (await request.json()) as { title: Record<string, string> };
    // The server records the saved Kazakh title beside the Russian one: no longer stale.
    stale = [];
    return HttpResponse.json({ data: { ...album, TITLE: body.title, VERSION: 4 } });
  }),
);
serveFormApi(server);

const ru = MESSAGES.ru.BusinessEditor;

beforeEach(() => {
  stale = [];
  confirmed = [];
  resetProState(companyRow({ COMPANY_NAME_KK: 'Демо Мед клиникасы' }));
});

function renderForm() {
  const messages = MESSAGES.ru;
  const namespaces = Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('Business') || ['Ui', 'Forms'].includes(key)));
  return render(
    <NextIntlClientProvider locale="ru" messages={namespaces} timeZone="Asia/Almaty">
      <WithApi locale="ru">
        <ApiProvider>
          <AlbumTitleForm album={album} onSaved={() => undefined} />
        </ApiProvider>
      </WithApi>
      <Toasts labels={messages.Ui} />
    </NextIntlClientProvider>,
  );
}

/** The language panels in the tabs' order (every panel stays mounted, the hidden ones too). */
const panels = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
const kkTab = () => screen.getByRole('tab', { name: new RegExp(MESSAGES.ru.BusinessEditor.languages.kk) });

describe('the Russian original beside a translation', () => {
  it('is shown, read-only and labelled, above the Kazakh field and not in the Russian panel', async () => {
    const { container } = renderForm();
    await screen.findByRole('tab', { name: new RegExp(ru.languages.kk) });
    const [ruPanel, kkPanel] = panels(container);
    expect(within(ruPanel).queryByText(ru.original)).toBeNull();
    const original = kkPanel.querySelector('[data-russian-original]')!;
    expect(within(original as HTMLElement).getByText(ru.original)).toBeTruthy();
    expect(within(original as HTMLElement).getByText('Холл клиники').closest('[lang="ru"]')).not.toBeNull();
    // Not a form field: the panel's only input is the Kazakh title itself.
    expect(kkPanel.querySelectorAll('input, textarea, select')).toHaveLength(1);
    expect((kkPanel.querySelector('input') as HTMLInputElement).value).toBe('Клиника холы');
  });
});

describe('a stale translation', () => {
  it('is marked in words on its tab and above the field, and «Перевод актуален» clears the mark', async () => {
    stale = [{ FIELD: 'title', LOCALE: 'kk' }];
    const { container } = renderForm();
    await waitFor(() => expect(kkTab().textContent).toContain(ru.staleTab));
    const kkPanel = panels(container)[1];
    // The member opens the Kazakh tab.
    fireEvent.mouseDown(kkTab(), { button: 0 });
    await waitFor(() => expect(kkPanel.hidden).toBe(false));
    expect(within(kkPanel).getByText(ru.stale)).toBeTruthy();
    fireEvent.click(within(kkPanel).getByRole('button', { name: ru.confirm }));
    await waitFor(() => expect(within(kkPanel).queryByText(ru.stale)).toBeNull());
    expect(kkTab().textContent).not.toContain(ru.staleTab);
    expect(confirmed).toEqual([{ kind: 'album', item_id: 7, field: 'title', locale: 'kk' }]);
    expect(await screen.findByText(ru.confirmed)).toBeTruthy();
    // The Russian panel never had a mark.
    expect(within(panels(container)[0]).queryByText(ru.stale)).toBeNull();
  });

  it('loses its mark once that language is saved', async () => {
    stale = [{ FIELD: 'title', LOCALE: 'kk' }];
    const { container } = renderForm();
    await waitFor(() => expect(kkTab().textContent).toContain(ru.staleTab));
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.ru.BusinessGallery.album.save }));
    await waitFor(() => expect(kkTab().textContent).not.toContain(ru.staleTab));
    expect(within(panels(container)[1]).queryByText(ru.stale)).toBeNull();
    expect(confirmed).toEqual([]);
  });
});
