import { describe, expect, it } from 'vitest';
import { auditChanges, differingFields } from '@/lib/business/edit-conflict';

describe('edit conflicts and audit changes (issue 19)', () => {
  it('differingFields names only the sent fields whose stored value differs', () => {
    const stored = { title: { ru: 'Цены', kk: '' }, price: 5000, hidden: false };
    expect(differingFields(stored, { title: { ru: 'Цены' }, price: 6000, version: 3 })).toEqual(['price']);
    expect(differingFields(stored, { hidden: true })).toEqual(['hidden']);
    expect(differingFields(stored, { title: { kk: 'Бағалар', ru: 'Цены' } })).toEqual(['title']);
  });

  it('auditChanges keeps before and after of the changed fields only, long texts cut', () => {
    const changes = auditChanges({ name: { ru: 'А' }, phones: ['+77015550101'], about: 'x'.repeat(500) }, { name: { ru: 'Б' }, phones: ['+77015550101'], about: 'y' }, ['name', 'phones', 'about'], 10);
    expect(changes).toEqual({ name: { before: { ru: 'А' }, after: { ru: 'Б' } }, about: { before: `${'x'.repeat(10)}…`, after: 'y' } });
    expect(auditChanges({ a: 1 }, { a: 1 }, ['a'])).toEqual({});
  });
});
