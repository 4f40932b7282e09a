// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuEditor } from '@/components/pro/menu/menu-editor';
import type { EditorMenu, MenuItemWire } from '@/components/pro/menu/menu-types';
import { ApiProvider } from '@/lib/api-client/provider';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { companyRow, resetProState } from './helpers/pro-env';

// Issue 31 "The menu never hides a page silently": in the menu editor, nesting under an item with a
// page of its own shows that page kept as the group's first entry (tree and preview) and saves with
// no question; an order that takes a page off the site asks first, and only a confirmed save sends
// confirm_hidden_pages; the server's own refusal (menu_hides_pages) asks the same question.

vi.mock('next/navigation', () => ({ usePathname: () => '/pro/DEMO/0/menu', useSearchParams: () => new URLSearchParams(), useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const READ = '/business-api-front2/DEMO/0/business';
const WRITE = '/w-business/DEMO/0/business';

const row = (ID: number, POSITION: number, name: string, extra: Partial<MenuItemWire> = {}): MenuItemWire => ({
  ID,
  PARENT_ID: null,
  POSITION,
  NAME: { ru: name },
  TYPE_CODE: 12,
  RELATION_TYPE: 1,
  RELATION_CODE: null,
  ALIAS: null,
  HIDDEN: false,
  VERSION: 1,
  ...extra,
});
const MENU: EditorMenu = {
  MENU_VERSION: 4,
  ITEMS: [row(1, 0, 'О клинике', { TYPE_CODE: 3 }), row(2, 1, 'Контакты'), row(3, 2, 'Архив', { TYPE_CODE: null, HIDDEN: true })],
  SITE: { SLUG: 'demo-clinic', LAYOUT: 'landing', LOCALES: ['ru'], HAS_ISSUE_EMAIL: true, ONLINE_ENTRY: true, MAX_DEPTH: 2 },
};

let orders: Record<string, unknown>[] = [];
// What the server answers an order without the confirmation: null saves it.
let refuseUnconfirmed: string | null = null;
let edits: Record<string, unknown>[] = [];

const server = setupServer(
  http.get(apiUrl(`${READ}/menu`), () => HttpResponse.json({ data: MENU })),
  // Issue 31: the item's stale translations (none here).
  http.get(apiUrl(`${READ}/translations/stale`), () => HttpResponse.json({ data: [] })),
  http.get(apiUrl(`${READ}/menu/targets`), () => HttpResponse.json({ data: { SECTIONS: [], ALIASES: [], MATERIALS: [], NEWS_CATEGORIES: [] } })),
  // An item edit: hiding is refused (as hiding a group with pages is) until confirmed.
  http.put(apiUrl(`${WRITE}/menu/items/1`), async ({ request }) => {
    const body = (await request.json()) as { hidden: boolean; confirm_hidden_pages?: boolean };
    edits.push(body);
    if (body.hidden && !body.confirm_hidden_pages) return HttpResponse.json({ error: { code: 'menu_hides_pages', message: 'Это изменение меню убирает с сайта страницы: Контакты.', fields: { items: ['menu_hides_pages'] } } }, { status: 409 });
    return HttpResponse.json({ data: { ...MENU.ITEMS[0], HIDDEN: body.hidden, VERSION: 2 } });
  }),
  http.put(apiUrl(`${WRITE}/menu/order`), async ({ request }) => {
    const body = (await request.json()) as { items: { id: number; parent_id: number | null }[]; confirm_hidden_pages?: boolean };
    orders.push(body);
    if (refuseUnconfirmed && !body.confirm_hidden_pages) return HttpResponse.json({ error: { code: 'menu_hides_pages', message: refuseUnconfirmed, fields: { items: ['menu_hides_pages'] } } }, { status: 409 });
    const placed = new Map(body.items.map((item, index) => [item.id, { parent: item.parent_id, index }]));
    return HttpResponse.json({ data: { ...MENU, MENU_VERSION: 5, ITEMS: MENU.ITEMS.map((item) => ({ ...item, PARENT_ID: placed.get(item.ID)!.parent, POSITION: placed.get(item.ID)!.index })) } });
  }),
);
serveFormApi(server);

beforeEach(() => {
  orders = [];
  edits = [];
  refuseUnconfirmed = null;
  resetProState(companyRow());
});
afterEach(() => server.resetHandlers());

function renderEditor() {
  const messages = MESSAGES.ru;
  const namespaces = Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('Business') || ['Ui', 'Forms', 'FormErrors', 'Common'].includes(key)));
  return render(
    <NextIntlClientProvider locale="ru" messages={namespaces} timeZone="Asia/Almaty">
      <WithApi locale="ru">
        <ApiProvider>
          <MenuEditor />
        </ApiProvider>
      </WithApi>
    </NextIntlClientProvider>,
  );
}

const press = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));

describe('the menu editor never hides a page silently (issue 31)', () => {
  it('nesting under an item with its own page shows that page as the group\'s first entry and saves without asking', async () => {
    renderEditor();
    await screen.findByTestId('menu-tree');
    press('Вложить «Контакты» в пункт выше');
    expect(screen.getByTestId('menu-own-page').textContent).toBe('Своя страница пункта «О клинике» остаётся в группе первой.');
    const preview = screen.getByTestId('menu-preview');
    const group = within(preview).getAllByRole('listitem').find((item) => item.firstElementChild?.textContent === 'О клинике')!;
    const entries = within(group.querySelector('ul')!).getAllByRole('listitem').map((item) => item.textContent);
    expect(entries).toEqual(['О клинике /l/demo-clinic/about', 'Контакты /l/demo-clinic/contacts']);

    press('Сохранить порядок');
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toEqual({ menu_version: 4, items: [{ id: 1, parent_id: null }, { id: 2, parent_id: 1 }, { id: 3, parent_id: null }] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moving a page under a hidden group asks first, naming the page; only "Save and take them off" sends the confirmation', async () => {
    renderEditor();
    await screen.findByTestId('menu-tree');
    press('Опустить «Контакты»');
    press('Вложить «Контакты» в пункт выше');
    press('Сохранить порядок');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Убрать страницы с сайта?')).toBeTruthy();
    expect(dialog.textContent).toContain('не будет вести на страницы: Контакты.');
    expect(orders).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(orders).toHaveLength(0);

    press('Сохранить порядок');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Сохранить и убрать' }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toMatchObject({ items: [{ id: 1, parent_id: null }, { id: 3, parent_id: null }, { id: 2, parent_id: 3 }], confirm_hidden_pages: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the server\'s refusal (a page the editor could not know of) asks the same question with its words, and the confirmed order is sent again', async () => {
    refuseUnconfirmed = 'Это изменение меню убирает с сайта страницы: Прайс.';
    renderEditor();
    await screen.findByTestId('menu-tree');
    press('Опустить «О клинике»');
    press('Сохранить порядок');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Это изменение меню убирает с сайта страницы: Прайс.');
    expect(orders).toHaveLength(1);
    expect(orders[0]).not.toHaveProperty('confirm_hidden_pages');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить и убрать' }));
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders[1]).toMatchObject({ confirm_hidden_pages: true });
  });

  it('an item edit the server refuses as hiding pages (a group with pages) asks with its words; the confirmed edit is sent again', async () => {
    renderEditor();
    await screen.findByTestId('menu-tree');
    press('Изменить «О клинике»');
    fireEvent.click(await screen.findByLabelText('Скрыть на сайте'));
    press('Сохранить');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Это изменение меню убирает с сайта страницы: Контакты.');
    expect(edits).toHaveLength(1);
    expect(edits[0]).not.toHaveProperty('confirm_hidden_pages');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить и убрать' }));
    await waitFor(() => expect(edits).toHaveLength(2));
    expect(edits[1]).toMatchObject({ hidden: true, confirm_hidden_pages: true });
    // Saved: the dialog and the form close.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByLabelText('Скрыть на сайте')).toBeNull());
  });
});
