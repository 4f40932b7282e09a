// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteNav } from '@/components/site/site-nav';
import { buildMenu } from '@/lib/menu/build-menu';
import type { MenuItemRecord } from '@/lib/menu/types';
import './helpers/ui-test-env';

// Issue 31: an item with a page of its own that got sub-items keeps its page as its group's first
// entry in the public menu, on a wide screen (the popover) and in the phone's drawer (in place).
afterEach(cleanup);

const record = (id: number, name: string, typeCode: number | null, items: MenuItemRecord[] = []): MenuItemRecord => ({ id, name: { ru: name }, typeCode, relationType: 1, relationCode: null, alias: null, isHidden: false, items });
const menu = buildMenu([record(1, 'О клинике', 3, [record(2, 'Контакты', 12)])], {
  locale: 'ru',
  companySlug: 'demo-clinic',
  isExternalHost: false,
  company: { emailForIssues: null, isActiveOnlineEntry: true },
  layout: 'landing',
  homeTitle: 'Главная',
});

function screenWidth(phone: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: phone && query.includes('max-width'), media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

const linksOf = (root: HTMLElement) => [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

describe('the public menu keeps a group\'s own page (issue 31)', () => {
  it('on a wide screen the group\'s popover lists its own page first', async () => {
    const restore = screenWidth(false);
    try {
      render(<SiteNav menu={menu} label="Меню" drawer />);
      fireEvent.click(screen.getByRole('button', { name: 'О клинике' }), { detail: 1 });
      const popover = await screen.findByRole('dialog', { name: 'О клинике' });
      expect(linksOf(popover)).toEqual([
        ['О клинике', '/l/demo-clinic/about'],
        ['Контакты', '/l/demo-clinic/contacts'],
      ]);
    } finally {
      restore();
    }
  });

  it('in the phone\'s drawer the group opens in place with its own page first', () => {
    const restore = screenWidth(true);
    try {
      render(<SiteNav menu={menu} label="Меню" drawer />);
      const trigger = screen.getByRole('button', { name: 'О клинике' });
      fireEvent.click(trigger);
      const list = document.getElementById(trigger.getAttribute('aria-controls')!)!;
      expect(list.hidden).toBe(false);
      expect(linksOf(list)).toEqual([
        ['О клинике', '/l/demo-clinic/about'],
        ['Контакты', '/l/demo-clinic/contacts'],
      ]);
    } finally {
      restore();
    }
  });
});
