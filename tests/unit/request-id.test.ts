import { describe, expect, it } from 'vitest';
import { acceptRequestId } from '@/lib/http/request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('acceptRequestId', () => {
  it('keeps a client id of 8 to 64 letters, digits, dots, underscores and hyphens', () => {
    for (const id of ['abcd1234', 'req_2026-05-01.A-1', 'x'.repeat(64), 'f47ac10b-58cc-4372-a567-0e02b2c3d479']) expect(acceptRequestId(id)).toBe(id);
  });

  it('replaces anything else with a fresh UUID', () => {
    for (const id of [undefined, null, '', 'short', 'x'.repeat(65), 'has space 123', 'abc\r\nset-cookie: a=b', '<script>x</script>', 'a,b,c,d,e,f,g', 'über-request-1', ['abcd1234', 'abcd5678']]) {
      const accepted = acceptRequestId(id);
      expect(accepted, JSON.stringify(id)).toMatch(UUID);
    }
  });

  it('gives every replaced request its own id', () => {
    expect(acceptRequestId('bad')).not.toBe(acceptRequestId('bad'));
  });
});
