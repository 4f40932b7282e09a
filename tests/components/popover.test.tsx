// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuPopover } from '@/components/ui/menu-popover';
import { Popover } from '@/components/ui/popover';
import { renderWithIntl } from './helpers/ui-test-env';

// SPEC 2.9 popovers and menu popover; SPEC 5 placements; SPEC 9: menu hides after 400 ms.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const menu = () => screen.queryByRole('dialog', { name: 'Услуги' });

function renderMenu() {
  renderWithIntl(
    <MenuPopover label="Услуги" trigger={<button type="button">Услуги</button>}>
      <a href="#mri">МРТ</a>
    </MenuPopover>,
  );
  return screen.getByRole('button', { name: 'Услуги' });
}

describe('Popover', () => {
  it('opens on click with its placement and closes on Escape', () => {
    renderWithIntl(
      <Popover label="Часы работы" placement="top-start" trigger={<button type="button">Часы</button>}>
        Пн–Пт 8:00–20:00
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Часы' });
    fireEvent.click(trigger);
    const popover = screen.getByRole('dialog', { name: 'Часы работы' });
    expect([popover.dataset.side, popover.dataset.align]).toEqual(['top', 'start']);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(popover, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('auto opens on the side with the most room', () => {
    renderWithIntl(
      <Popover label="Адрес" trigger={<button type="button">Адрес</button>}>
        ул. Абая, 1
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Адрес' });
    // Near the bottom of jsdom's 1024 x 768 viewport, centred.
    trigger.getBoundingClientRect = () => DOMRect.fromRect({ x: 500, y: 700, width: 24, height: 30 });
    fireEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Адрес' }).dataset.side).toBe('top');
  });
});

describe('MenuPopover', () => {
  it('opens on hover and hides 400 ms after the pointer leaves', () => {
    const trigger = renderMenu();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    expect(menu()).not.toBeNull();
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    advance(399);
    expect(menu()).not.toBeNull();
    advance(1);
    expect(menu()).toBeNull();
  });

  it('stays open while the pointer moves onto the menu', () => {
    const trigger = renderMenu();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    advance(200);
    fireEvent.pointerEnter(menu()!, { pointerType: 'mouse' });
    advance(1000);
    expect(screen.getByRole('link', { name: 'МРТ' })).toBeTruthy();
    fireEvent.pointerLeave(menu()!, { pointerType: 'mouse' });
    advance(400);
    expect(menu()).toBeNull();
  });

  it('opens with a click for touch and keyboard, and a click after hovering keeps it open', () => {
    const trigger = renderMenu();
    fireEvent.click(trigger);
    expect(menu()).not.toBeNull();
    fireEvent.click(trigger);
    expect(menu()).toBeNull();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    fireEvent.click(trigger);
    expect(menu()).not.toBeNull();
  });

  it('ignores touch hover', () => {
    const trigger = renderMenu();
    fireEvent.pointerEnter(trigger, { pointerType: 'touch' });
    expect(menu()).toBeNull();
  });

  it('opens from the keyboard on its first link, and Escape closes it and gives the focus back', () => {
    const trigger = renderMenu();
    trigger.focus();
    // Enter and Space click a button with detail 0.
    fireEvent.click(trigger, { detail: 0 });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'МРТ' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu()).toBeNull();
    advance(0);
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'МРТ' }));
  });

  it('a mouse click opens it without moving the focus onto a link', () => {
    const trigger = renderMenu();
    trigger.focus();
    fireEvent.click(trigger, { detail: 1 });
    expect(menu()).not.toBeNull();
    expect(document.activeElement).not.toBe(screen.getByRole('link', { name: 'МРТ' }));
  });
});
