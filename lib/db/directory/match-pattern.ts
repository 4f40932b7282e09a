/**
 * The PostgreSQL regular expressions behind the directory's derived columns (companies.city,
 * specialists.specialty_keys): written out letter by letter so they match whatever the
 * database's collation says of Cyrillic case, and taken apart from a neighbouring letter so
 * «Ташкентская улица» is no «Ташкент».
 */
const LETTERS = 'a-zA-Zа-яА-ЯёЁәӘғҒқҚңҢөӨұҰүҮһҺіІўЎʻʼ‘’\'';

/** 'Алматы' -> '[Аа][Лл][Мм][Аа][Тт][Ыы]' (a character without case stays as it is; regex specials are escaped). */
function caseless(word: string): string {
  return [...word]
    .map((char) => {
      const lower = char.toLowerCase();
      const upper = char.toUpperCase();
      if (lower !== upper) return `[${upper}${lower}]`;
      return /[.*+?^${}()|[\]\\]/.test(char) ? `\\${char}` : char;
    })
    .join('');
}

/** A whole word (or words) out of the alternatives, case aside: ('Алматы', 'Almaty') -> '(^|[^…])(…|…)([^…]|$)'. */
export function wordPattern(words: readonly string[]): string {
  return `(^|[^${LETTERS}])(${words.map(caseless).join('|')})([^${LETTERS}]|$)`;
}

/** A word start, case aside: stems such as 'кардиолог' also match «кардиологы», «kardiologi». */
export function stemPattern(stems: readonly string[]): string {
  return `(^|[^${LETTERS}])(${stems.map(caseless).join('|')})`;
}

/** Every locale's text of a localized jsonb column, one string: the SQL the derived columns read. */
export const localizedValues = (column: string) => `coalesce(${column}->>'ru', '') || ' ' || coalesce(${column}->>'kk', '') || ' ' || coalesce(${column}->>'uz', '') || ' ' || coalesce(${column}->>'en', '')`;

/** A SQL string literal. */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
