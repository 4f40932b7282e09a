import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, MAX_SEGMENT_BYTES, MAX_TARGET_LENGTH, requestTargetProblem } from '@/lib/http/request-target';

describe('requestTargetProblem: what Next may see', () => {
  it('lets ordinary targets through, encoded Cyrillic and query strings included', () => {
    for (const target of [
      '/',
      '/l/demo-clinic/news?page=2',
      '/kk/l/demo-clinic/specialists/dmitriy-volkov',
      `/l/demo-clinic/${encodeURIComponent('врачи')}`,
      '/api/w-front/ru/v1/questions?q=a+b&x=%C3%A9',
      '/_next/image?url=%2Fdemo%2Flogo.png&w=64&q=75',
      '/l/%3Cscript%3E',
      '/a?',
    ]) {
      expect(requestTargetProblem(target), target).toBeUndefined();
    }
  });

  it('refuses malformed percent-encoding in the path: a lone %, bad hex, bytes that are not UTF-8', () => {
    for (const target of ['/%', '/%ZZ', '/a%2', '/l/demo-clinic/%FF%FE', '/api/w-front/ru/%E0%A4', '/%C0%AF']) {
      expect(requestTargetProblem(target), target).toBe('malformed_encoding');
    }
  });

  it('refuses malformed percent-encoding in the query string', () => {
    for (const target of ['/l/demo-clinic?q=100%', '/api/x?q=%ZZ', '/?a=%FF']) expect(requestTargetProblem(target), target).toBe('malformed_encoding');
  });

  it('refuses NUL and other control characters, encoded or raw, in the path and the query', () => {
    for (const target of ['/l/demo-clinic/a%00', '/a%0Ab', '/a%0d%0aSet-Cookie:%20x=1', '/a%1F', '/a%7F', '/a\u0000b', '/a\tb', '/api/x?q=%00', '/?q=a%0A', '/?q=\u0001']) {
      expect(requestTargetProblem(target), JSON.stringify(target)).toBe('control_character');
    }
  });

  it('refuses a target that is not a path (absolute form, `*`, empty)', () => {
    for (const target of ['*', 'http://localhost/', '', 'l/demo-clinic']) expect(requestTargetProblem(target), target).toBe('not_a_path');
  });

  it('refuses overlong targets, paths and path segments', () => {
    expect(requestTargetProblem(`/?q=${'a'.repeat(MAX_TARGET_LENGTH)}`)).toBe('too_long');
    expect(requestTargetProblem(`/${'abc/'.repeat(MAX_PATH_LENGTH / 4)}`)).toBe('path_too_long');
    expect(requestTargetProblem(`/l/demo-clinic/${'a'.repeat(MAX_SEGMENT_BYTES + 1)}`)).toBe('segment_too_long');
    expect(requestTargetProblem(`/l/demo-clinic/${'a'.repeat(MAX_SEGMENT_BYTES)}`)).toBeUndefined();
  });

  it('counts a segment in decoded UTF-8 bytes: %D0%B2 is one byte of two, not six', () => {
    const cyrillic = encodeURIComponent('в'.repeat(MAX_SEGMENT_BYTES / 2));
    expect(requestTargetProblem(`/news/${cyrillic}`)).toBeUndefined();
    expect(requestTargetProblem(`/news/${cyrillic}%D0%B2`)).toBe('segment_too_long');
  });
});
