// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewRequestButton } from '@/components/pro/booking/review-request-button';
import { ApiProvider } from '@/lib/api-client/provider';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { resetProState } from './helpers/pro-env';

// The review request button (issue 30) against the server's shapes (lib/business/booking/review-request-routes.ts).
const PATH = '/w-business/DEMO/0/business/visits/41/review-request';
let answer: 'ok' | 'already' | 'not_came' = 'ok';
let posts = 0;

const handler = (locale: Locale) =>
  http.post(apiUrl(PATH, locale), () => {
    posts += 1;
    if (answer === 'already') return HttpResponse.json({ error: { code: 'review_already_requested', message: MESSAGES[locale].BusinessErrors.review_already_requested } }, { status: 409 });
    if (answer === 'not_came') return HttpResponse.json({ error: { code: 'visit_not_came', message: MESSAGES[locale].BusinessErrors.visit_not_came } }, { status: 409 });
    return HttpResponse.json({ data: { REVIEW_REQUESTED_AT: '2026-03-02T06:00:00.000Z', SMS: true, EMAIL: false } });
  });
const server = setupServer(handler('ru'), handler('kk'));
serveFormApi(server);

beforeEach(() => {
  answer = 'ok';
  posts = 0;
  resetProState();
});
afterEach(() => cleanup());

function renderButton(props: { requested: boolean; onRequested?: () => void }, locale: Locale = 'ru') {
  const messages = MESSAGES[locale];
  const namespaces = Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('Business') || ['Ui', 'Forms'].includes(key)));
  return render(
    <NextIntlClientProvider locale={locale} messages={namespaces} timeZone="Asia/Almaty">
      <WithApi locale={locale}>
        <ApiProvider>
          <ReviewRequestButton companyCode="DEMO" visitId={41} {...props} />
        </ApiProvider>
      </WithApi>
    </NextIntlClientProvider>,
  );
}

describe('ReviewRequestButton', () => {
  it('asks once: the call, then "sent" and no button any more', async () => {
    const onRequested = vi.fn();
    renderButton({ requested: false, onRequested });
    fireEvent.click(screen.getByRole('button', { name: 'Попросить отзыв' }));
    expect(await screen.findByText('Просьба об отзыве отправлена')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(posts).toBe(1);
    expect(onRequested).toHaveBeenCalledTimes(1);
  });

  it('offers nothing for a visit already asked', () => {
    renderButton({ requested: true });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Просьба об отзыве отправлена')).toBeTruthy();
  });

  it('a colleague asked first (409 review_already_requested): says so in Kazakh and offers no button', async () => {
    answer = 'already';
    renderButton({ requested: false }, 'kk');
    fireEvent.click(screen.getByRole('button', { name: 'Пікір сұрау' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MESSAGES.kk.BusinessErrors.review_already_requested);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a visit not marked came: the server message, the button stays', async () => {
    answer = 'not_came';
    renderButton({ requested: false });
    fireEvent.click(screen.getByRole('button', { name: 'Попросить отзыв' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MESSAGES.ru.BusinessErrors.visit_not_came);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Попросить отзыв' }).getAttribute('aria-disabled')).not.toBe('true'));
  });
});
