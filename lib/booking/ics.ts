/*
 * An iCalendar file (RFC 5545) of one visit: pure, no clock of its own (DTSTAMP is given).
 * Times in UTC (`…Z`), so every calendar shows the visit at the clinic's instant whatever its
 * own zone; texts escaped (backslash, comma, semicolon, newline) and lines folded at 75 octets
 * (UTF-8, never inside a character), CRLF line ends.
 */

export type IcsEvent = {
  /** Globally unique and stable for the visit, e.g. `visit-42@example.kz`. */
  uid: string;
  /** When the file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  /** The manage page. */
  url?: string | null;
  /** Bumped by each change, so a calendar that imported an older file takes the newer one. */
  sequence?: number;
};

/** `20261201T040000Z`. */
export function icsTime(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** A TEXT value: backslash, semicolon, comma escaped; every line break as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/** A content line folded so that no line exceeds 75 octets; each continuation starts with one space. */
export function foldLine(line: string): string {
  if (octets(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  // A continuation's leading space counts towards its 75.
  let limit = 75;
  for (const char of line) {
    const width = octets(char);
    if (size + width > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole file: one VCALENDAR with one VEVENT, lines folded, CRLF ends. */
export function visitIcs(event: IcsEvent, productId = '-//medsite//booking//EN'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
