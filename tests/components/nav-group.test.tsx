// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavGroup } from '@/components/site/nav-group';
import './helpers/ui-test-env';

// SPEC 2.5 and 2.9: a menu item with sub-items opens them in the menu popover; SPEC 9: it hides 400 ms after the pointer leaves.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const group = (
  <NavGroup
    title="Пациентам"
    vertical
    childrenClass="nav-children"
    items={[
      { id: 1, title: 'Выбрать врача', link: '/l/demo-clinic/specialists', spa: true },
      { id: 2, title: 'Права пациента', link: '/l/demo-clinic/materials/patient-rights', spa: true },
    ]}
  />
);

describe('NavGroup', () => {
  it('is a <details> with plain links in the server HTML, and the menu popover’s button once the page runs', async () => {
    const html = renderToString(group);
    expect(html).toMatch(/^<details class="nav-group"><summary class="nav-toggle">Пациентам/);
    expect(html).toContain('<a href="/l/demo-clinic/specialists">Выбрать врача</a>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, group));
    const trigger = screen.getByRole('button', { name: 'Пациентам' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('details')).toBeNull();
    // Closed, the links stay in the document, out of sight and out of the tab order.
    expect(container.querySelector('ul[hidden] a[href="/l/demo-clinic/specialists"]')).not.toBeNull();
    act(() => root.unmount());
    container.remove();
  });

  it('opens on a click with its links, and hides 400 ms after the mouse leaves', async () => {
    render(group);
    const trigger = screen.getByRole('button', { name: 'Пациентам' });
    fireEvent.click(trigger, { detail: 1 });
    // The popover's layer loads on first use.
    const popover = await screen.findByRole('dialog', { name: 'Пациентам' });
    expect(popover.querySelector('a[href="/l/demo-clinic/materials/patient-rights"]')?.textContent).toBe('Права пациента');

    vi.useFakeTimers();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(399));
    expect(screen.queryByRole('dialog', { name: 'Пациентам' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { name: 'Пациентам' })).toBeNull();
  });
});

describe('NavGroup in the phone’s drawer (issue 28)', () => {
  const drawerGroup = (
    <NavGroup
      title="Пациентам"
      vertical={false}
      inPlaceInDrawer
      childrenClass="nav-children"
      items={[
        { id: 1, title: 'Выбрать врача', link: '/l/demo-clinic/specialists', spa: true },
        { id: 2, title: 'Права пациента', link: '/l/demo-clinic/materials/patient-rights', spa: true },
      ]}
    />
  );

  function screenWidth(phone: boolean) {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: phone && query.includes('max-width'), media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
    return () => {
      window.matchMedia = original;
    };
  }

  it('on a phone opens in place: a disclosure button whose links show under it, no popover over the list', () => {
    const restore = screenWidth(true);
    try {
      const { container } = render(drawerGroup);
      const trigger = screen.getByRole('button', { name: 'Пациентам' });
      expect(trigger.getAttribute('aria-haspopup')).toBeNull();
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
      const list = document.getElementById(trigger.getAttribute('aria-controls')!)!;
      expect(container.contains(list)).toBe(true);
      expect(list.hidden).toBe(true);
      fireEvent.click(trigger);
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      expect(list.hidden).toBe(false);
      // In place: the links are the list right after the button, inside the menu item, not a dialog.
      expect(trigger.nextElementSibling).toBe(list);
      expect(list.querySelector('a[href="/l/demo-clinic/specialists"]')?.textContent).toBe('Выбрать врача');
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.click(trigger);
      expect(list.hidden).toBe(true);
    } finally {
      restore();
    }
  });

  it('on a wide screen the same header group keeps the menu popover', async () => {
    const restore = screenWidth(false);
    try {
      render(drawerGroup);
      const trigger = screen.getByRole('button', { name: 'Пациентам' });
      expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
      fireEvent.click(trigger, { detail: 1 });
      expect(await screen.findByRole('dialog', { name: 'Пациентам' })).not.toBeNull();
    } finally {
      restore();
    }
  });
});
