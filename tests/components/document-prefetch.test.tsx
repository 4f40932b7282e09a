// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IntentPrefetch } from '@/components/client/intent-prefetch';
// Adds the PointerEvent jsdom lacks, so pointerType reaches the listener.
import './helpers/ui-test-env';
import { prefetchDocument, resetDocumentPrefetch } from '@/lib/client/document-prefetch';
import { limitConcurrency } from '@/lib/client/prefetch-limit';
import { MAX_CONCURRENT_PRELOADS } from '@/lib/ui/constants';

const prefetchLinks = () => [...document.head.querySelectorAll('link[rel="prefetch"]')] as HTMLLinkElement[];

describe('document prefetch (SPEC 9: at most 4 preloads at once)', () => {
  beforeEach(() => {
    resetDocumentPrefetch();
    document.head.innerHTML = '';
  });
  afterEach(cleanup);

  it('SPEC 9: the 5th prefetch starts only after one of the first 4 settles', async () => {
    const queue = limitConcurrency(MAX_CONCURRENT_PRELOADS);
    const done = ['/a', '/b', '/c', '/d', '/e'].map((href) => prefetchDocument(href, queue));
    await Promise.resolve();
    await Promise.resolve();
    expect(prefetchLinks().map((l) => new URL(l.href).pathname)).toEqual(['/a', '/b', '/c', '/d']);
    prefetchLinks()[0].onload?.(new Event('load'));
    await done[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(prefetchLinks().map((l) => new URL(l.href).pathname)).toContain('/e');
  });

  it('asks for each page once', async () => {
    const queue = limitConcurrency(4);
    void prefetchDocument('/about', queue);
    void prefetchDocument('/about', queue);
    await new Promise((r) => setTimeout(r, 0));
    expect(prefetchLinks()).toHaveLength(1);
  });

  it('prefetches a link on mouse hover and keyboard focus, not on touch, not the current page', async () => {
    render(
      <>
        <IntentPrefetch />
        <a href="/l/demo-clinic/about">about</a>
        <a href="/l/demo-clinic/contacts">contacts</a>
        <a href={window.location.pathname}>here</a>
      </>,
    );
    const [about, contacts, here] = document.querySelectorAll('a');
    fireEvent.pointerOver(about, { pointerType: 'touch' });
    fireEvent.pointerOver(here, { pointerType: 'mouse' });
    await new Promise((r) => setTimeout(r, 0));
    expect(prefetchLinks()).toHaveLength(0);
    fireEvent.pointerOver(about, { pointerType: 'mouse' });
    fireEvent.focusIn(contacts);
    await new Promise((r) => setTimeout(r, 0));
    expect(prefetchLinks().map((l) => new URL(l.href).pathname)).toEqual(['/l/demo-clinic/about', '/l/demo-clinic/contacts']);
  });
});
