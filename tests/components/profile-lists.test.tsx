// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RequestsView } from '@/components/profile/requests-view';
import { SUBSCRIPTIONS_PATH, SubscriptionsView } from '@/components/profile/subscriptions-view';
import { ApiProvider } from '@/lib/api-client/provider';
import { createQueryClient } from '@/lib/api-client/query-client';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, testApiConfig, WithApi } from './helpers/api-env';

// The account area's two lists read on a slow line: a polite "loading" line first, then the list;
// a failed read says so with a retry that reads again (QueryStatus).
let failNext = false;
const server = setupServer(
  http.get(apiUrl('/api-front2/v1/user/requests'), async () => {
    await delay(50);
    if (failNext) return HttpResponse.json({ error: { code: 'unavailable', message: 'Сервис недоступен.' } }, { status: 503 });
    return HttpResponse.json({ data: { appointments: [], questions: [] } });
  }),
  http.get(apiUrl(SUBSCRIPTIONS_PATH), async () => {
    await delay(50);
    if (failNext) return HttpResponse.json({ error: { code: 'unavailable', message: 'Сервис недоступен.' } }, { status: 503 });
    return HttpResponse.json({ data: [] });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  failNext = false;
});
afterEach(() => cleanup());

const views = [
  { name: 'requests', view: <RequestsView config={testApiConfig('ru')} texts={MESSAGES.ru.ProfileRequests} />, texts: MESSAGES.ru.ProfileRequests, shown: MESSAGES.ru.ProfileRequests.noAppointments },
  { name: 'subscriptions', view: <SubscriptionsView config={testApiConfig('ru')} texts={MESSAGES.ru.ProfileSubscriptions} />, texts: MESSAGES.ru.ProfileSubscriptions, shown: MESSAGES.ru.ProfileSubscriptions.empty },
];

describe.each(views)('the account $name page', ({ view, texts, shown }) => {
  it('says it is loading until the list is there', async () => {
    render(
      <WithApi>
        <ApiProvider queryClient={createQueryClient()}>{view}</ApiProvider>
      </WithApi>,
    );
    expect(screen.getByRole('status').textContent).toBe(texts.loading);
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.queryByText(texts.loading)).toBeNull();
  });

  it('a failed read: the alert and a retry that reads the list again', async () => {
    failNext = true;
    render(
      <WithApi>
        <ApiProvider queryClient={createQueryClient()}>{view}</ApiProvider>
      </WithApi>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(texts.loadFailed);
    failNext = false;
    fireEvent.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
