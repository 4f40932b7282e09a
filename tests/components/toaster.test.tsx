// @vitest-environment jsdom
import ru from '@/messages/ru.json';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/components/client/toasts';
import { dismissToast, pushToast, useToastStore, type Toast } from '@/stores/toast-store';
import { mockSize, renderWithIntl } from './helpers/ui-test-env';

// SPEC 2.9 and 3 "Toast"; SPEC 9: 7000 ms auto-hide, 50 % swipe.
beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.getState().clear();
});
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function showToast(message = 'Заявка отправлена', extra: Partial<Omit<Toast, 'message' | 'component' | 'props'>> = {}) {
  renderWithIntl(<Toasts labels={ru.Ui} />);
  let id = '';
  act(() => {
    id = pushToast({ message, ...extra });
  });
  return { id, item: () => screen.queryByText(message)?.closest('li') ?? null };
}

/** A sideways drag on the toast text, from x = 100 by `distance` px. */
function swipe(item: HTMLElement, distance: number) {
  const text = within(item).getByText(/./, { selector: 'div' });
  fireEvent.pointerDown(text, { clientX: 100, button: 0, pointerType: 'touch' });
  fireEvent.pointerMove(text, { clientX: 100 + distance, pointerType: 'touch' });
  const during = item.style.transform;
  fireEvent.pointerUp(text, { clientX: 100 + distance, pointerType: 'touch' });
  return during;
}

describe('toast store', () => {
  it('takes pushes from outside React with the SPEC 3 defaults', () => {
    const id = useToastStore.getState().push({ message: 'Привет' });
    expect(useToastStore.getState().toasts).toEqual([{ id, message: 'Привет', variant: 'info', delay: 7000, position: 'top' }]);
  });

  it('replaces a toast pushed again with the same id and removes it by dismissToast', () => {
    pushToast({ id: 'saved', message: 'Сохранено' });
    pushToast({ id: 'saved', message: 'Сохранено снова', variant: 'success' });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Сохранено снова']);
    dismissToast('saved');
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});

describe('Toaster', () => {
  it('hides a toast after 7000 ms by default', () => {
    const { item } = showToast();
    advance(6999);
    expect(item()).not.toBeNull();
    advance(1);
    expect(item()).toBeNull();
  });

  it("uses the toast's own delay", () => {
    const { item } = showToast('Коротко', { delay: 2000 });
    advance(2000);
    expect(item()).toBeNull();
  });

  it('pauses the clock while the mouse is over the toast', () => {
    const { item } = showToast();
    advance(5000);
    fireEvent.pointerEnter(item()!, { pointerType: 'mouse' });
    advance(10_000);
    expect(item()).not.toBeNull();
    fireEvent.pointerLeave(item()!, { pointerType: 'mouse' });
    advance(1999);
    expect(item()).not.toBeNull();
    advance(1);
    expect(item()).toBeNull();
  });

  it('closes with the close button, labelled in the visitor language', () => {
    const { item } = showToast();
    fireEvent.click(within(item()!).getByRole('button', { name: 'Закрыть уведомление' }));
    expect(item()).toBeNull();
  });

  it('is removed by a sideways swipe of 50 % of its width, either way', () => {
    const first = showToast('Вправо');
    mockSize(first.item()!, { width: 300 });
    swipe(first.item()!, 150);
    expect(first.item()).toBeNull();
    act(() => {
      pushToast({ message: 'Влево' });
    });
    const left = screen.getByText('Влево').closest('li')!;
    mockSize(left, { width: 300 });
    swipe(left, -150);
    expect(screen.queryByText('Влево')).toBeNull();
  });

  it('springs back after a swipe of less than 50 %', () => {
    const { item } = showToast();
    mockSize(item()!, { width: 300 });
    expect(swipe(item()!, 149)).toBe('translateX(149px)');
    expect(item()!.style.transform).toBe('');
  });

  it('announces errors as alerts and others politely', () => {
    showToast('Ошибка сети', { variant: 'error' });
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Ошибка сети');
    expect(screen.getByRole('region', { name: 'Уведомления' }).querySelector('ol')?.getAttribute('aria-live')).toBe('polite');
  });

  it('puts a toast at the top or the bottom', () => {
    const { item } = showToast('Внизу', { position: 'bottom' });
    expect(item()!.closest('ol')?.dataset.position).toBe('bottom');
  });

  it('renders an optional component with its props', () => {
    const Linked = ({ href }: { href: string }) => <a href={href}>Открыть запись</a>;
    renderWithIntl(<Toasts labels={ru.Ui} />);
    act(() => {
      pushToast({ message: 'Запись создана', component: Linked, props: { href: '/profile' } });
    });
    expect(screen.getByRole('link', { name: 'Открыть запись' }).getAttribute('href')).toBe('/profile');
  });
});
