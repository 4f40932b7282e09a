// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allQueries, QueryStatus } from '@/components/ui/query-status';
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

describe('allQueries (several reads a page needs together)', () => {
  it('is pending while any first load runs, and has its data only once every read has', () => {
    const both = allQueries([query({ data: [1] }), query({ isPending: true })]);
    expect(both.isPending).toBe(true);
    expect(both.data).toBeUndefined();
    expect(allQueries([query({ data: [1] }), query({ data: { ID: 2 } })]).data).toEqual([[1], { ID: 2 }]);
  });

  it('fails only for a read with nothing to show, and the retry reads again only what failed', () => {
    const kept = query({ isError: true, data: [1] });
    const lost = query({ isError: true });
    const status = allQueries([kept, lost]);
    render(<QueryStatus query={status} texts={texts} />);
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(lost.refetch).toHaveBeenCalledTimes(1);
    expect(kept.refetch).not.toHaveBeenCalled();
  });

  it('a failed background read of a page already shown keeps it: no alert, the data stays', () => {
    const status = allQueries([query({ isError: true, data: [1] }), query({ data: { ID: 2 } })]);
    expect(status.isError).toBe(false);
    const { container } = render(<QueryStatus query={status} texts={texts} />);
    expect(container.textContent).toBe('');
  });
});
