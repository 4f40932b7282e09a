/**
 * A stored phone (`+77172554040`) in the grouping people of the region write, without the
 * phone library, so a page's script can show it too (issue 28):
 * - Kazakhstan, +7 and 10 digits: a city number keeps its area code together — Almaty's three
 *   digits «+7 727 355 12 34», the four of the other cities (7172 Astana, 7212 Karaganda,
 *   7232 Oskemen, 7252 Shymkent…) «+7 7172 55 40 40»; a mobile (and a Russian) number 3-3-2-2,
 *   «+7 705 287 75 33»;
 * - Uzbekistan, +998 and 9 digits: the two-digit operator or area code then 3-2-2,
 *   «+998 90 123 45 67», «+998 71 200 00 00».
 * Null for any other number (lib/phone/normalize's displayPhone formats those).
 */
export function groupRegionPhone(stored: string): string | null {
  const compact = stored.replace(/[\s()-]/g, '');
  let match = /^\+7(\d{10})$/.exec(compact);
  if (match) {
    const national = match[1];
    // Geographic numbers of Kazakhstan start with 71 or 72; Almaty city's code is the one of three digits.
    if (/^7[12]/.test(national) && !national.startsWith('727')) return group('+7', national, [4, 2, 2, 2]);
    return group('+7', national, [3, 3, 2, 2]);
  }
  match = /^\+998(\d{9})$/.exec(compact);
  if (match) return group('+998', match[1], [2, 3, 2, 2]);
  return null;
}

function group(prefix: string, digits: string, sizes: number[]): string {
  const parts: string[] = [prefix];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}
