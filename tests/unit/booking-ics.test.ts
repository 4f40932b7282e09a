import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsTime, visitIcs } from '@/lib/booking/ics';

const octets = (line: string) => new TextEncoder().encode(line).length;
/** The file's logical lines: continuations (CRLF + space) joined back. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

const EVENT = {
  uid: 'visit-42@clinic.example.kz',
  stamp: new Date('2026-11-28T10:00:00Z'),
  // 09:00 in Almaty (UTC+5) on 1 December 2026.
  start: new Date('2026-12-01T04:00:00Z'),
  end: new Date('2026-12-01T04:30:00Z'),
  summary: 'Первичный приём: Сейткали Айгерим',
  location: 'Алматы, ул. Абая, 10; 2 этаж',
  url: 'https://clinic.example.kz/ru/visit/42.1.abc',
  sequence: 1,
};

describe('visit .ics (lib/booking/ics)', () => {
  it('writes instants in UTC with Z, never with an offset', () => {
    expect(icsTime(new Date('2026-12-01T04:00:00.000Z'))).toBe('20261201T040000Z');
    const lines = unfold(visitIcs(EVENT));
    expect(lines).toContain('DTSTART:20261201T040000Z');
    expect(lines).toContain('DTEND:20261201T043000Z');
    expect(lines).toContain('DTSTAMP:20261128T100000Z');
    expect(lines).toContain('UID:visit-42@clinic.example.kz');
    expect(lines).toContain('URL:https://clinic.example.kz/ru/visit/42.1.abc');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
  });

  it('escapes commas, semicolons, backslashes and newlines in texts', () => {
    expect(escapeText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
    expect(unfold(visitIcs(EVENT))).toContain('LOCATION:Алматы\\, ул. Абая\\, 10\\; 2 этаж');
  });

  it('folds lines at 75 octets without splitting a character, and unfolds to the same text', () => {
    const long = `SUMMARY:${'Ж'.repeat(100)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    // A short line is left alone.
    expect(foldLine('SUMMARY:x')).toBe('SUMMARY:x');
  });

  it('ends every line with CRLF and keeps each under 75 octets', () => {
    const ics = visitIcs({ ...EVENT, description: 'x'.repeat(300) });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});
