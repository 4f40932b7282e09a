import { describe, expect, it } from 'vitest';
import { staleReads } from '../../bench/stale-probe';

describe('the stale-read probe (issue 21, the topology row)', () => {
  const edits = [
    { marker: 1, answeredAt: 100 },
    { marker: 2, answeredAt: 200 },
  ];

  it('counts a read sent after an edit was answered that shows an older number', () => {
    const reads = [
      { sentAt: 150, marker: 0 },
      { sentAt: 250, marker: 1 },
    ];
    expect(staleReads(reads, edits)).toEqual(reads);
  });

  it('does not count reads sent before the edit was answered, whatever they show', () => {
    expect(staleReads([{ sentAt: 50, marker: 0 }, { sentAt: 199, marker: 1 }, { sentAt: 99, marker: null }], edits)).toEqual([]);
  });

  it('does not count reads that show the newest edit or a newer one', () => {
    expect(staleReads([{ sentAt: 150, marker: 1 }, { sentAt: 150, marker: 2 }, { sentAt: 300, marker: 2 }], edits)).toEqual([]);
  });

  it('counts a read after an edit that shows no number at all', () => {
    expect(staleReads([{ sentAt: 300, marker: null }], edits)).toHaveLength(1);
  });
});
