// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RequestsView } from '@/components/profile/requests-view';
import { SUBSCRIPTIONS_PATH, SubscriptionsView } from '@/components/profile/subscriptions-view';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, renderWithApi, testApiConfig } from './helpers/api-env';

// The account area's two lists read on a slow line: a polite "loading" line first, then the list;
// a failed read says so with a retry that reads again (QueryStatus).
let failNext = false;
type Subscription = { companyCode: string; companyName: string; siteUrl: string; createdAt: string };
let subscriptions: Subscription[] = [];
/** How the next unsubscribe fails: no connection, a server error, or not at all. */
let unsubscribeFails: 'network' | 'server' | null = null;
const server = setupServer(
  http.get(apiUrl('/api-front2/v1/user/requests'), async () => {
    await delay(50);
    if (failNext) return HttpResponse.json({ error: { code: 'unavailable', message: 'Сервис недоступен.' } }, { status: 503 });
    return HttpResponse.json({ data: { appointments: [], questions: [] } });
  }),
  http.get(apiUrl(SUBSCRIPTIONS_PATH), async () => {
    await delay(50);
    if (failNext) return HttpResponse.json({ error: { code: 'unavailable', message: 'Сервис недоступен.' } }, { status: 503 });
    return HttpResponse.json({ data: subscriptions });
  }),
  http.delete(apiUrl(`${SUBSCRIPTIONS_PATH}/:code`), async ({ params }) => {
    await delay(20);
    if (unsubscribeFails === 'network') return HttpResponse.error();
    if (unsubscribeFails === 'server') return HttpResponse.json({ error: { code: 'internal', message: 'Внутренняя ошибка.' } }, { status: 500 });
    subscriptions = subscriptions.filter((item) => item.companyCode !== params.code);
    return HttpResponse.json({ data: true });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  failNext = false;
  subscriptions = [];
  unsubscribeFails = null;
});
afterEach(() => cleanup());

const NEWS = { href: '/l/demo-clinic/news', text: MESSAGES.ru.ProfileSubscriptions.newsLink };

const views = [
  { name: 'requests', view: <RequestsView config={testApiConfig('ru')} texts={MESSAGES.ru.ProfileRequests} />, texts: MESSAGES.ru.ProfileRequests, shown: MESSAGES.ru.ProfileRequests.noAppointments },
  { name: 'subscriptions', view: <SubscriptionsView config={testApiConfig('ru')} texts={MESSAGES.ru.ProfileSubscriptions} subscribeAt={NEWS} />, texts: MESSAGES.ru.ProfileSubscriptions, shown: MESSAGES.ru.ProfileSubscriptions.empty },
];

describe.each(views)('the account $name page', ({ view, texts, shown }) => {
  it('says it is loading until the list is there', async () => {
    renderWithApi(view);
    expect(screen.getByRole('status').textContent).toBe(texts.loading);
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.queryByText(texts.loading)).toBeNull();
  });

  it('a failed read: the alert and a retry that reads the list again', async () => {
    failNext = true;
    renderWithApi(view);
    expect((await screen.findByRole('alert')).textContent).toBe(texts.loadFailed);
    failNext = false;
    fireEvent.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('no subscription yet: the page leads where one subscribes (issue 28)', () => {
  it('the empty list links the clinic’s news page', async () => {
    renderWithApi(<SubscriptionsView config={testApiConfig('ru')} texts={MESSAGES.ru.ProfileSubscriptions} subscribeAt={NEWS} />);
    const link = await screen.findByRole('link', { name: MESSAGES.ru.ProfileSubscriptions.newsLink });
    expect(link.getAttribute('href')).toBe('/l/demo-clinic/news');
    expect(link.closest('p')?.textContent).toContain(MESSAGES.ru.ProfileSubscriptions.empty);
  });
});

describe('unsubscribing on the account subscriptions page', () => {
  const texts = MESSAGES.ru.ProfileSubscriptions;
  const clinic = (code: string, name: string): Subscription => ({ companyCode: code, companyName: name, siteUrl: `https://${code}.example.kz`, createdAt: '2026-02-01T10:00:00.000Z' });

  it('a failed unsubscribe says unsubscribing failed (not loading, not subscribing); a done one leaves the focus on the heading', async () => {
    subscriptions = [clinic('demo-clinic', 'Демо-клиника'), clinic('family-med', 'Семейная медицина')];
    renderWithApi(<SubscriptionsView config={testApiConfig('ru')} texts={texts} subscribeAt={NEWS} />);
    const button = await screen.findByRole('button', { name: texts.unsubscribeFrom.replace('{clinic}', 'Демо-клиника') });

    unsubscribeFails = 'network';
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(texts.errors.network);

    unsubscribeFails = 'server';
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts.errors.unknown));
    expect(texts.errors.network).not.toBe(texts.loadFailed);
    expect(texts.errors.unknown).not.toBe(texts.button.failed);

    unsubscribeFails = null;
    button.focus();
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(texts.unsubscribed.replace('{clinic}', 'Демо-клиника'));
    await waitFor(() => expect(screen.queryByText('Демо-клиника')).toBeNull());
    // The row and its button are gone: the page heading has the focus, not <body>.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: texts.title })));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });
});
