import { describe, expect, it } from 'vitest';
import { auditSearch, readAuditFilter } from '@/components/pro/audit/audit-filter';
import { PRO_SECTIONS, proCreateHref, proHome, proHref, proJoinHref, proPathOf, proSegmentOf } from '@/components/pro/pro-sections';
import { cabinetPath } from '@/components/pro/use-pro-cabinet';
import { AUDIT_KIND_NAMES, visibleKinds } from '@/lib/business/audit/kinds';

// The business area's addresses (components/pro/pro-sections.ts) and the audit page's view in its address.

describe('business area paths', () => {
  it('a cabinet page is /{locale}/pro/{COMPANY_CODE}/{COMPANY_CABINET_CODE}/{section}, Russian without a prefix', () => {
    expect(proHome('ru')).toBe('/pro');
    expect(proHome('kk')).toBe('/kk/pro');
    expect(proHref('ru', 'DEMO', 0)).toBe('/pro/DEMO/0');
    expect(proHref('kk', 'DEMO', 1, 'questions')).toBe('/kk/pro/DEMO/1/questions');
    expect(proHref('en', 'A B', 2, 'audit')).toBe('/en/pro/A%20B/2/audit');
  });

  it('join and create: /pro/join (an invitation names its clinic and cabinet) and /pro/new', () => {
    expect(proJoinHref('ru')).toBe('/pro/join');
    expect(proJoinHref('uz', { companyCode: 'DEMO', cabinetCode: 1 })).toBe('/uz/pro/join?company=DEMO&cabinet=1');
    expect(proCreateHref('en')).toBe('/en/pro/new');
  });

  it('the section of a visible path: known segments only', () => {
    expect(proSegmentOf('/pro/DEMO/0')).toBe('');
    expect(proSegmentOf('/kk/pro/DEMO/1/questions')).toBe('questions');
    expect(proSegmentOf('/pro/DEMO/1/audit/')).toBe('audit');
    expect(proSegmentOf('/pro/DEMO/1/nowhere')).toBeNull();
    expect(proSegmentOf('/pro/join')).toBeNull();
    expect(proSegmentOf(null)).toBeNull();
    for (const section of PRO_SECTIONS) expect(proSegmentOf(proHref('ru', 'DEMO', 0, section.segment))).toBe(section.segment);
  });

  it('proPathOf takes back a path of the business area and nothing else (no open redirect)', () => {
    for (const path of ['/pro', '/pro/', '/kk/pro/DEMO/0', '/uz/pro/DEMO/1/questions', '/pro/join', '/pro/new', '/en/pro/join?company=DEMO&cabinet=1', '/pro/join?company=DEMO']) {
      expect(proPathOf(path), path).toBe(path);
    }
    for (const path of [
      '',
      null,
      undefined,
      '//evil.example/pro',
      'https://evil.example/pro',
      '/\\evil.example',
      '/pro/../profile',
      '/pro//evil.example',
      '/pro\\evil.example',
      '/fr/pro',
      '/profile',
      '/pro/DEMO/0/questions/12/x',
      '/pro?next=https://evil.example',
      '/pro/DEMO/0?x=1',
      '/pro/join?company=DEMO&cabinet=1&next=//evil.example',
      '/pro/join?company=//evil.example',
      '/pro/join?company=DEMO#x',
      '/pro%2F%2Fevil.example',
      'javascript:alert(1)//pro',
    ]) {
      expect(proPathOf(path), String(path)).toBeNull();
    }
  });

  it('a cabinet call reads under business-api-front2 and writes under w-business (SPEC 7.2)', () => {
    expect(cabinetPath('read', 'DEMO', 0, 'questions/12')).toBe('/business-api-front2/DEMO/0/business/questions/12');
    expect(cabinetPath('write', 'DEMO', 1, 'user/request_access')).toBe('/w-business/DEMO/1/business/user/request_access');
  });
});

describe('the audit page view in its address', () => {
  const query = (search: string) => new URLSearchParams(search);
  const all = AUDIT_KIND_NAMES;

  it('reads member, kind and page; the whole log on page 1 when absent', () => {
    expect(readAuditFilter(query(''), all)).toEqual({ member: null, kind: null, page: 1 });
    expect(readAuditFilter(query('member=12&kind=question&page=3'), all)).toEqual({ member: 12, kind: 'question', page: 3 });
  });

  it('a kind the member may not see, or a malformed value, is as if absent', () => {
    const kinds = visibleKinds(['content.edit', 'reviews.moderate']);
    expect(kinds).toEqual(['review', 'news', 'news_category', 'material', 'home', 'about_page', 'director_post', 'gallery']);
    expect(readAuditFilter(query('kind=member'), kinds).kind).toBeNull();
    expect(readAuditFilter(query('kind=review'), kinds).kind).toBe('review');
    expect(readAuditFilter(query('member=-1&page=0'), all)).toEqual({ member: null, kind: null, page: 1 });
    expect(readAuditFilter(query('member=1e3&page=x'), all)).toEqual({ member: null, kind: null, page: 1 });
    expect(readAuditFilter(query('member=99999999999'), all).member).toBeNull();
  });

  it('writes the view back, so a link opens the same view', () => {
    expect(auditSearch({ member: null, kind: null, page: 1 })).toBe('');
    expect(auditSearch({ member: 12, kind: 'question', page: 2 })).toBe('?member=12&kind=question&page=2');
    const filter = { member: 7, kind: 'member' as const, page: 4 };
    expect(readAuditFilter(query(auditSearch(filter)), all)).toEqual(filter);
  });
});
