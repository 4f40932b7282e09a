// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryStatus } from '@/components/ui/query-status';
import './helpers/ui-test-env';

// The loading and failure lines of the business area's client reads (components/ui/query-status.tsx).
const texts = { loading: 'Загрузка…', failed: 'Не удалось загрузить.', retry: 'Повторить' };
const query = (state: Partial<{ isPending: boolean; isError: boolean; data: unknown }>) => ({ isPending: false, isError: false, data: undefined, refetch: vi.fn(), ...state });

describe('QueryStatus', () => {
  it('says "loading" politely while the first load runs', () => {
    render(<QueryStatus query={query({ isPending: true })} texts={texts} />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed load with nothing to show: the alert and a retry that loads again', () => {
    const failed = query({ isError: true });
    render(<QueryStatus query={failed} texts={texts} />);
    expect(screen.getByRole('alert').textContent).toBe('Не удалось загрузить.');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('says nothing once there is data, even when a later refetch failed (the last data stays on screen)', () => {
    const { container } = render(<QueryStatus query={query({ isError: true, data: { data: [] } })} texts={texts} />);
    expect(container.textContent).toBe('');
  });
});
