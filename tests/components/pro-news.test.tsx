// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/components/client/toasts';
import { NewsEditor } from '@/components/pro/news/news-editor';
import { ApiProvider } from '@/lib/api-client/provider';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { useToastStore } from '@/stores/toast-store';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { companyRow, resetProState } from './helpers/pro-env';

// The news editor's delete and image (components/pro/news) against the server's shapes (lib/business/site/news/routes.ts).
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ usePathname: () => '/pro/DEMO/0/news', useRouter: () => router, useSearchParams: () => new URLSearchParams('item=5') }));
vi.mock('next/link', () => ({ default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const READ = '/business-api-front2/DEMO/0/business';
const WRITE = '/w-business/DEMO/0/business';
const category = { ID: 1, SLUG: 'clinic', NAME: { ru: 'Новости клиники' }, POSITION: 0, COMPONENT: 'news-list', NEWS_COUNT: 1 };
const item = {
  ID: 5,
  CATEGORY: { ID: 1, SLUG: 'clinic', NAME: 'Новости клиники' },
  SLUG: 'open-saturday',
  TITLE: { ru: 'Открыты по субботам' },
  SUMMARY: null,
  BODY: { ru: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Теперь мы работаем и по субботам.' }] }] } },
  VERSION: 1,
  IMAGE: null,
  PUBLISHED: false,
  PUBLISHED_AT: '2026-03-01T05:30:00.000Z',
  STATUS: 'draft',
  SUBSCRIBERS_NOTIFIED_AT: null,
  URL: '/l/demo-clinic/news/clinic/open-saturday',
};

/** What the server (or a proxy in front of it) answers to the next write. */
let answer: 'ok' | 'json403' | 'proxy502' | 'proxy413' = 'ok';
const failure = () => {
  if (answer === 'json403') return HttpResponse.json({ error: { code: 'permission_required', message: 'You lack content.edit' } }, { status: 403 });
  if (answer === 'proxy502') return new HttpResponse('<html><body>Bad Gateway</body></html>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } });
  if (answer === 'proxy413') return new HttpResponse('<html><body>413 Request Entity Too Large</body></html>', { status: 413, statusText: 'Request Entity Too Large', headers: { 'Content-Type': 'text/html' } });
  return null;
};
const handlers = (locale: Locale) => [
  http.get(apiUrl(`${READ}/news_categories`, locale), () => HttpResponse.json({ data: [category] })),
  // Issue 31: the item's stale translations (none here).
  http.get(apiUrl(`${READ}/translations/stale`, locale), () => HttpResponse.json({ data: [] })),
  http.get(apiUrl(`${READ}/news/5`, locale), () => HttpResponse.json({ data: item })),
  http.get(apiUrl(`${READ}/news`, locale), () => HttpResponse.json({ data: [], meta: { PAGE: 1, PAGE_SIZE: 20, TOTAL: 0, PAGES: 0 } })),
  http.delete(apiUrl(`${WRITE}/news/5`, locale), () => failure() ?? HttpResponse.json({ data: { ID: 5 } })),
  http.post(apiUrl(`${WRITE}/news/5/image`, locale), () => failure() ?? HttpResponse.json({ data: { ...item, IMAGE: '/files/news/5.webp' } })),
];
const server = setupServer(...handlers('ru'), ...handlers('kk'));
serveFormApi(server);

beforeEach(() => {
  answer = 'ok';
  Object.values(router).forEach((fn) => fn.mockReset());
  resetProState(companyRow());
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function renderEditor(locale: Locale = 'ru') {
  const messages = MESSAGES[locale];
  const namespaces = Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('Business') || ['Ui', 'Forms'].includes(key)));
  return render(
    <NextIntlClientProvider locale={locale} messages={namespaces} timeZone="Asia/Almaty">
      <WithApi locale={locale}>
        <ApiProvider>
          <NewsEditor id={5} />
        </ApiProvider>
      </WithApi>
      <Toasts labels={messages.Ui} />
    </NextIntlClientProvider>,
  );
}

const ru = MESSAGES.ru.BusinessNews;
/** The confirm dialog once fully open (a person confirms after its 100 ms entrance). */
async function openedDialog(name?: string) {
  const dialog = await screen.findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog.getAttribute('data-modal-state')).toBe('entered'));
  return dialog;
}
/** The element is read by assistive technology: nothing above it is aria-hidden (as Radix hides the page behind a dialog). */
const exposed = (element: Element) => !element.closest('[aria-hidden="true"]');

describe('deleting a news item', () => {
  it('a failed delete closes the dialog first, so its alert is seen and announced; the focus is back on Delete', async () => {
    answer = 'json403';
    renderEditor();
    const button = await screen.findByRole('button', { name: ru.delete.button });
    button.focus();
    fireEvent.click(button);
    const dialog = await openedDialog(ru.delete.confirmTitle);
    fireEvent.click(within(dialog).getByRole('button', { name: ru.delete.confirm }));
    // The dialog leaves first (100 ms), then the alert shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe(ru.deleteFailed);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(exposed(alert)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: ru.delete.button }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('a delete says so in a toast, then goes back to the list', async () => {
    let toastsAtPush: string[] = [];
    router.push.mockImplementation(() => {
      toastsAtPush = useToastStore.getState().toasts.map((toast) => toast.message);
    });
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: ru.delete.button }));
    fireEvent.click(within(await openedDialog()).getByRole('button', { name: ru.delete.confirm }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/pro/DEMO/0/news'), { timeout: 5000 });
    const done = ru.delete.done.replace('{title}', 'Открыты по субботам');
    expect(toastsAtPush).toEqual([done]);
    expect(within(screen.getByRole('region', { name: MESSAGES.ru.Ui.notifications })).getByText(done)).toBeTruthy();
  });
});

describe('the news image', () => {
  async function upload() {
    const input = (await screen.findByLabelText(MESSAGES.kk.BusinessNews.image.file)) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.kk.BusinessNews.image.upload }));
    return screen.findByRole('alert');
  }

  it('a proxy’s 502 page is said in the user’s language (kk), never as its English status text', async () => {
    answer = 'proxy502';
    renderEditor('kk');
    const alert = await upload();
    expect(alert.textContent).toBe(MESSAGES.kk.BusinessShell.formErrors.unknown);
    expect(alert.textContent).not.toMatch(/Bad Gateway/);
  });

  it('a proxy’s 413 says the file is too large in the user’s language (kk)', async () => {
    answer = 'proxy413';
    renderEditor('kk');
    const alert = await upload();
    expect(alert.textContent).toBe(MESSAGES.kk.BusinessErrors.fields.file_too_large);
  });

  it('the server’s own refusal is its code’s text (kk), not its English message', async () => {
    answer = 'json403';
    renderEditor('kk');
    const alert = await upload();
    expect(alert.textContent).toBe(MESSAGES.kk.BusinessShell.formErrors.permission_required);
  });
});
