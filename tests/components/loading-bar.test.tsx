// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from '@/components/client/loading-bar';
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_MAX_ESTIMATE,
  LOADING_BAR_RESET_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  LOADING_BAR_TICK_MS,
} from '@/lib/ui/constants';
import ru from '@/messages/ru.json';
import { useLoadingBarStore } from '@/stores/loading-bar-store';

// SPEC 2.9, 4 "Loading bar" and the SPEC 9 loading bar constants, one per test.
let pathname = '/l/demo-clinic';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

function renderBar() {
  const view = render(
    <NextIntlClientProvider locale="ru" messages={{ Client: ru.Client }}>
      <LoadingBar label={ru.Client.loadingBar} />
    </NextIntlClientProvider>,
  );
  const navigateTo = (path: string) => {
    pathname = path;
    view.rerender(
      <NextIntlClientProvider locale="ru" messages={{ Client: ru.Client }}>
        <LoadingBar label={ru.Client.loadingBar} />
      </NextIntlClientProvider>,
    );
  };
  return { ...view, navigateTo };
}

// The bar is hidden from assistive technology while hidden, so queries must include hidden elements.
const bar = () => screen.getByRole('progressbar', { hidden: true });
const value = () => Number(bar().getAttribute('aria-valuenow'));
const shown = () => bar().getAttribute('aria-hidden') === 'false';
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function clickLink(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'link';
  // As next/link does: the router navigates, not the browser (jsdom cannot).
  link.addEventListener('click', (event) => event.preventDefault());
  document.body.appendChild(link);
  act(() => link.click());
  link.remove();
}

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    pathname = '/l/demo-clinic';
    window.history.replaceState(null, '', pathname);
    useLoadingBarStore.getState().reset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is a labelled progressbar from 0 to 100, hidden from assistive technology while idle', () => {
    renderBar();
    expect(bar()).toHaveProperty('ariaLabel', 'Загрузка страницы');
    expect([bar().getAttribute('aria-valuemin'), bar().getAttribute('aria-valuemax'), value()]).toEqual(['0', '100', 0]);
    expect(bar().getAttribute('aria-hidden')).toBe('true');
  });

  it('SPEC 9: throttle 200 ms — the bar appears only after 200 ms of navigation', () => {
    expect(LOADING_BAR_THROTTLE_MS).toBe(200);
    renderBar();
    clickLink('/l/demo-clinic/about');
    advance(199);
    expect(shown()).toBe(false);
    advance(1);
    expect(shown()).toBe(true);
  });

  it('SPEC 9: throttle 200 ms — a navigation shorter than that shows no bar at all', () => {
    const { navigateTo } = renderBar();
    clickLink('/l/demo-clinic/about');
    advance(150);
    navigateTo('/l/demo-clinic/about');
    advance(5_000);
    expect(shown()).toBe(false);
    expect(value()).toBe(0);
  });

  it('SPEC 9: duration 2000 ms — progress climbs to about 90 % over 2000 ms and waits there', () => {
    expect(LOADING_BAR_DURATION_MS).toBe(2_000);
    renderBar();
    clickLink('/l/demo-clinic/about');
    advance(200 + 1_000);
    expect(value()).toBeGreaterThan(30);
    expect(value()).toBeLessThan(90);
    advance(1_000);
    expect(value()).toBe(90);
    advance(10_000);
    expect(value()).toBe(90);
  });

  it('the estimate stops at 90 % and advances in 100 ms steps', () => {
    expect([LOADING_BAR_MAX_ESTIMATE, LOADING_BAR_TICK_MS]).toEqual([90, 100]);
    renderBar();
    clickLink('/l/demo-clinic/about');
    advance(200 + 99);
    expect(value()).toBe(0);
    advance(1);
    expect(value()).toBeGreaterThan(0);
  });

  it('SPEC 4: goes to 100 when the navigation finishes', () => {
    const { navigateTo } = renderBar();
    clickLink('/l/demo-clinic/about');
    advance(600);
    navigateTo('/l/demo-clinic/about');
    expect(value()).toBe(100);
    expect(shown()).toBe(true);
  });

  it('SPEC 9: hide 500 ms — the full bar hides 500 ms after finishing', () => {
    expect(LOADING_BAR_HIDE_DELAY_MS).toBe(500);
    const { navigateTo } = renderBar();
    clickLink('/l/demo-clinic/about');
    advance(600);
    navigateTo('/l/demo-clinic/about');
    advance(499);
    expect(shown()).toBe(true);
    advance(1);
    expect(shown()).toBe(false);
  });

  it('SPEC 9: reset 400 ms — progress goes back to 0 400 ms after hiding', () => {
    expect(LOADING_BAR_RESET_DELAY_MS).toBe(400);
    const { navigateTo } = renderBar();
    clickLink('/l/demo-clinic/about');
    advance(600);
    navigateTo('/l/demo-clinic/about');
    advance(500 + 399);
    expect(value()).toBe(100);
    advance(1);
    expect(value()).toBe(0);
  });

  it('SPEC 4: flags an error on a failed navigation, in the error colour, cleared after the reset', () => {
    renderBar();
    clickLink('/l/demo-clinic/about');
    advance(300);
    act(() => useLoadingBarStore.getState().fail());
    expect(bar().dataset.error).toBe('true');
    expect(bar().firstElementChild!.className).toContain('bg-red-600');
    expect(value()).toBe(100);
    advance(500 + 400);
    expect(bar().dataset.error).toBeUndefined();
  });

  it('does not start for a hash link on the same page, a new tab or another site', () => {
    renderBar();
    clickLink('#working-hours');
    clickLink('https://example.org/');
    const link = document.createElement('a');
    link.href = '/l/demo-clinic/about';
    link.target = '_blank';
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.appendChild(link);
    act(() => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    advance(1_000);
    expect(shown()).toBe(false);
    expect(useLoadingBarStore.getState().isLoading).toBe(false);
  });
});
