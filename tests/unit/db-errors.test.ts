import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation } from '@/lib/db/errors';

// PostgreSQL's refusals the services turn into field errors (lib/db/errors.ts).
describe('database error codes', () => {
  it('a unique violation is 23505, as pg throws it or wrapped by drizzle as its cause', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('Failed query'), { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
  });

  it('a foreign key violation is 23503, wrapped or not; anything else is neither', () => {
    expect(isForeignKeyViolation({ code: '23503' })).toBe(true);
    expect(isForeignKeyViolation({ cause: { code: '23503' } })).toBe(true);
    for (const other of [null, undefined, 'x', new Error('boom'), { code: 23503 }]) {
      expect(isForeignKeyViolation(other)).toBe(false);
      expect(isUniqueViolation(other)).toBe(false);
    }
  });
});
