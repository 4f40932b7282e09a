// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from '@/components/ui/tooltip';
import { renderWithIntl } from './helpers/ui-test-env';

// SPEC 9: show delay 0, dispose timeout 1000 ms; SPEC 5: placements.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderTooltip(placement: Parameters<typeof Tooltip>[0]['placement'] = 'top') {
  renderWithIntl(
    <Tooltip content="Врач принимает по записи" placement={placement}>
      <button type="button">Иванова А. А.</button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Иванова А. А.' });
}

const content = () => document.querySelector<HTMLElement>('[role="tooltip"]');

describe('Tooltip', () => {
  it('shows on hover with no delay and describes its trigger', () => {
    const trigger = renderTooltip();
    expect(content()).toBeNull();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Врач принимает по записи');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('shows on keyboard focus and hides on blur', () => {
    const trigger = renderTooltip();
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => trigger.blur());
    expect(content()?.hidden).toBe(true);
  });

  it('hides when the pointer leaves and unmounts its content 1000 ms later', () => {
    const trigger = renderTooltip();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    advance(0);
    expect(content()?.hidden).toBe(true);
    expect(trigger.getAttribute('aria-describedby')).toBeNull();
    advance(999);
    expect(content()).not.toBeNull();
    advance(1);
    expect(content()).toBeNull();
  });

  it('stays while the pointer moves from the trigger onto the tooltip', () => {
    const trigger = renderTooltip();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    fireEvent.pointerEnter(content()!, { pointerType: 'mouse' });
    advance(2000);
    expect(content()?.hidden).toBe(false);
  });

  it('hides on Escape', () => {
    const trigger = renderTooltip();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(content()?.hidden).toBe(true);
  });

  it('places itself as asked', () => {
    const trigger = renderTooltip('right-end');
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    const tooltip = screen.getByRole('tooltip');
    expect([tooltip.dataset.side, tooltip.dataset.align]).toEqual(['right', 'end']);
  });

  it('refuses an unknown placement with a clear message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error 'middle' is not a SPEC 5 placement.
    expect(() => renderTooltip('middle')).toThrow('Invalid placement "middle"');
  });
});
