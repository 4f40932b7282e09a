// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundaryView } from '@/components/errors/error-boundary-view';
import { ERROR_TEXTS_ID } from '@/components/errors/error-texts';
import { ErrorView } from '@/components/errors/error-view';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'ru', site: 'demo-clinic' }) }));

function embed(messages: typeof ru.Errors) {
  const script = document.createElement('script');
  script.id = ERROR_TEXTS_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(messages);
  document.body.appendChild(script);
}

describe('SPEC 2.8: the 500, network and generic error pages', () => {
  beforeEach(() => embed(ru.Errors));
  afterEach(() => {
    cleanup();
    document.getElementById(ERROR_TEXTS_ID)?.remove();
    vi.restoreAllMocks();
  });

  it('SPEC 2.8: a failed render is the 500 variant with a reload button, in the page language', async () => {
    render(<ErrorBoundaryView error={new Error('boom')} />);
    expect(await screen.findByRole('heading', { name: ru.Errors.server.title })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('button', { name: ru.Errors.common.reloadPage })).toBeTruthy();
  });

  it('SPEC 2.8: offline, or a failed fetch, is the network variant', async () => {
    render(<ErrorBoundaryView error={new TypeError('Failed to fetch')} />);
    expect(await screen.findByRole('heading', { name: ru.Errors.network.title })).toBeTruthy();
  });

  it('SPEC 2.8: any other code gets the generic title and a reload button', async () => {
    render(<ErrorBoundaryView error={new Error('forbidden')} status={403} />);
    expect(await screen.findByRole('heading', { name: ru.Errors.common.title })).toBeTruthy();
    expect(screen.getByText(ru.Errors.common.status.replace('{status}', '403'))).toBeTruthy();
    expect(screen.getByRole('button', { name: ru.Errors.common.reloadPage })).toBeTruthy();
  });

  it('the global error, whose page is gone, loads the texts of its locale', async () => {
    document.getElementById(ERROR_TEXTS_ID)?.remove();
    render(<ErrorBoundaryView error={new Error('boom')} loadMessages={async () => kk.Errors} />);
    expect(await screen.findByRole('heading', { name: kk.Errors.server.title })).toBeTruthy();
  });

  it('SPEC 2.8: the content waits 1.5 s (the error-delayed animation)', async () => {
    render(<ErrorBoundaryView error={new Error('boom')} />);
    const heading = await screen.findByRole('heading', { name: ru.Errors.server.title });
    expect(heading.closest('section')?.className).toContain('error-delayed');
  });
});

describe('SPEC 8: the 404 page', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  const notFound = (messages: typeof ru.Errors) => (
    <ErrorView
      status={404}
      title={messages.notFound.title}
      description={messages.notFound.description}
      pathTemplate={messages.notFound.requestedPath}
      action={{ kind: 'home', label: messages.common.returnToMain }}
    />
  );

  it("SPEC 8: the visitor's 404 text is in the page's language, and 'Page Not Found: {fullPath}' is what is logged", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.history.replaceState(null, '', '/kk/l/demo-clinic/specialists/no-such-doctor?from=menu');
    const { container } = render(notFound(kk.Errors));
    expect(await screen.findByText('Сұралған мекенжай: /kk/l/demo-clinic/specialists/no-such-doctor?from=menu')).toBeTruthy();
    expect(container.textContent).not.toContain('Page Not Found');
    expect(warn).toHaveBeenCalledWith('Page Not Found: /kk/l/demo-clinic/specialists/no-such-doctor?from=menu');
  });
});
