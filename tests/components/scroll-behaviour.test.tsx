// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollBehaviour } from '@/components/client/scroll-behaviour';
import { hashTarget, scrollAfterNavigation } from '@/lib/client/scroll';

// SPEC 2.7: "Scroll goes to the top on navigation, or to the hash anchor when one is present."
let pathname = '/l/demo-clinic';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const scrollTo = vi.fn();
const scrollIntoView = vi.fn();

function navigate(to: string, rerender: (ui: React.ReactElement) => void) {
  const url = new URL(to, window.location.origin);
  window.history.pushState(null, '', url);
  pathname = url.pathname;
  rerender(<ScrollBehaviour />);
}

describe('scroll on navigation', () => {
  beforeEach(() => {
    scrollTo.mockClear();
    scrollIntoView.mockClear();
    // jsdom implements neither.
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = scrollIntoView;
    pathname = '/l/demo-clinic';
    window.history.replaceState(null, '', pathname);
    document.body.innerHTML = '<h2 id="working-hours">Hours</h2><a name="map"></a><h2 id="кабинет">Кабинет</h2>';
  });
  afterEach(cleanup);

  it('SPEC 2.7: scrolls to the top when the URL has no hash', () => {
    scrollAfterNavigation('');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('SPEC 2.7: scrolls to the hash anchor when one is present', () => {
    scrollAfterNavigation('#working-hours');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('working-hours'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('finds named anchors and percent-encoded ids, and falls back to the top for a missing one', () => {
    expect(hashTarget('#map')).toBe(document.getElementsByName('map')[0]);
    expect(hashTarget('#%D0%BA%D0%B0%D0%B1%D0%B8%D0%BD%D0%B5%D1%82')?.id).toBe('кабинет');
    scrollAfterNavigation('#no-such-anchor');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the first render alone: the browser handles a page load', () => {
    render(<ScrollBehaviour />);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('SPEC 2.7: a navigation to another path scrolls to the top', () => {
    const { rerender } = render(<ScrollBehaviour />);
    navigate('/l/demo-clinic/about', rerender);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('SPEC 2.7: a navigation to a path with a hash scrolls to that anchor', () => {
    const { rerender } = render(<ScrollBehaviour />);
    navigate('/l/demo-clinic/contacts#working-hours', rerender);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('back/forward keeps the position the browser restores', () => {
    const { rerender } = render(<ScrollBehaviour />);
    // The browser moves the URL, fires popstate, then Next renders the restored page.
    window.history.pushState(null, '', '/l/demo-clinic/news');
    window.dispatchEvent(new PopStateEvent('popstate'));
    navigate('/l/demo-clinic/news', rerender);
    expect(scrollTo).not.toHaveBeenCalled();
    navigate('/l/demo-clinic/about', rerender);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
