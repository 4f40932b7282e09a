// @vitest-environment jsdom
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from '@/components/ui/modal';
import { useModalState, type ModalState } from '@/components/ui/use-modal-state';
import { mockSize, renderWithIntl } from './helpers/ui-test-env';

// SPEC 2.9 (how a modal closes), SPEC 4 (its states) and SPEC 9 (100 ms, 35 %).
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function openModal(props: Partial<ModalProps> = {}) {
  const onOpenChange = vi.fn();
  renderWithIntl(
    <Modal open title="Запись на приём" closeLabel="Закрыть окно" onOpenChange={onOpenChange} {...props}>
      <input aria-label="Имя" />
    </Modal>,
  );
  advance(100);
  return { onOpenChange, dialog: screen.getByRole('dialog') };
}

/** A touch swipe on the dialog's title, from y = 100 down by `distance` px. */
function swipeDown(dialog: HTMLElement, distance: number, pointerType = 'touch') {
  const handle = screen.getByText('Запись на приём');
  fireEvent.pointerDown(handle, { clientY: 100, pointerType, button: 0 });
  fireEvent.pointerMove(handle, { clientY: 100 + distance, pointerType });
  const during = dialog.style.transform;
  fireEvent.pointerUp(handle, { clientY: 100 + distance, pointerType });
  return during;
}

describe('Modal', () => {
  it('closes on Escape', () => {
    const { onOpenChange } = openModal();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes with the close button, labelled in the visitor language', () => {
    const { onOpenChange } = openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть окно' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on an overlay click by default', () => {
    const { onOpenChange } = openModal();
    const overlay = screen.getByTestId('modal-overlay');
    fireEvent.pointerDown(overlay, { button: 0 });
    fireEvent.click(overlay);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open on an overlay click when closeOnOverlay is false', () => {
    const { onOpenChange } = openModal({ closeOnOverlay: false });
    const overlay = screen.getByTestId('modal-overlay');
    fireEvent.pointerDown(overlay, { button: 0 });
    fireEvent.click(overlay);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes on a downward swipe of more than 35 % of its height', () => {
    const { onOpenChange, dialog } = openModal();
    mockSize(dialog, { height: 400 });
    swipeDown(dialog, 141);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('springs back after a swipe of 35 % or less', () => {
    const { onOpenChange, dialog } = openModal();
    mockSize(dialog, { height: 400 });
    expect(swipeDown(dialog, 140)).toBe('translateY(140px)');
    expect(dialog.style.transform).toBe('');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('ignores a mouse drag: a swipe is a touch gesture', () => {
    const { onOpenChange, dialog } = openModal();
    mockSize(dialog, { height: 400 });
    swipeDown(dialog, 300, 'mouse');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('goes hidden, entering, entered, leaving, left, 100 ms per animation', () => {
    const states: ModalState[] = [];
    const view = renderWithIntl(<Modal open={false} title="T" closeLabel="Закрыть окно" onStateChange={(s) => states.push(s)} />);
    const rerender = (open: boolean) =>
      view.rerender(<Modal open={open} title="T" closeLabel="Закрыть окно" onStateChange={(s) => states.push(s)} />);
    expect(states).toEqual(['hidden']);
    rerender(true);
    advance(99);
    expect(states.at(-1)).toBe('entering');
    advance(1);
    expect(states.at(-1)).toBe('entered');
    rerender(false);
    advance(99);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveProperty('dataset.modalState', 'leaving');
    advance(1);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(states).toEqual(['hidden', 'entering', 'entered', 'leaving', 'left']);
  });

  it('animates opening and closing over 100 ms', () => {
    const animate = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
    try {
      const view = renderWithIntl(<Modal open title="T" closeLabel="Закрыть окно" />);
      view.rerender(<Modal open={false} title="T" closeLabel="Закрыть окно" />);
      // Overlay and dialog, each in and out.
      expect(animate).toHaveBeenCalledTimes(4);
      for (const [, options] of animate.mock.calls) expect(options).toMatchObject({ duration: 100 });
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    }
  });

  it('useModalState leaves straight from entering when closed early', () => {
    const { result, rerender } = renderHook(({ open }) => useModalState(open), { initialProps: { open: true } });
    expect(result.current).toBe('entering');
    rerender({ open: false });
    expect(result.current).toBe('leaving');
    advance(100);
    expect(result.current).toBe('left');
  });

  it('traps focus inside and returns it to the trigger', () => {
    renderWithIntl(
      <>
        <button type="button">Снаружи</button>
        <Modal title="T" closeLabel="Закрыть окно" trigger={<button type="button">Открыть</button>}>
          <input aria-label="Имя" />
        </Modal>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Открыть' });
    trigger.focus();
    fireEvent.click(trigger);
    advance(100);
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Tab from the last field wraps to the first; focus moved outside is pulled back.
    const input = screen.getByRole('textbox', { name: 'Имя' });
    input.focus();
    fireEvent.keyDown(input, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрыть окно' }));
    screen.getByRole('button', { name: 'Снаружи', hidden: true }).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    advance(100);
    // Radix moves the focus one task after the dialog unmounts.
    advance(0);
    expect(document.activeElement).toBe(trigger);
  });

  it('returns focus to where it was when opened from code', () => {
    const view = renderWithIntl(<button type="button">Войти</button>);
    const origin = screen.getByRole('button', { name: 'Войти' });
    origin.focus();
    const render = (open: boolean) =>
      view.rerender(
        <>
          <button type="button">Войти</button>
          <Modal open={open} title="T" closeLabel="Закрыть окно" />
        </>,
      );
    render(true);
    advance(100);
    expect(document.activeElement).not.toBe(origin);
    render(false);
    advance(100);
    advance(0);
    expect(document.activeElement).toBe(origin);
  });

  it('is a bottom sheet on small screens and centred from the sm breakpoint', () => {
    const { dialog } = openModal();
    expect(dialog.className).toMatch(/\binset-x-0 bottom-0\b.*\brounded-t-2xl\b/);
    expect(dialog.className).toContain('sm:top-1/2');
  });
});
