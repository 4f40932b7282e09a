import { slugFromTitle } from '../slug';

/*
 * Which doctor a photo file is of, by its name (the bulk photo upload of /pro doctors). A pure
 * function, run in the browser: nothing is uploaded by matching. Both the file name and each of the
 * doctor's names (every language, and the page address) are written the same loose way:
 * transliterated to Latin (Russian and Kazakh Cyrillic, Uzbek Latin's oʻ gʻ, accents dropped; the
 * slugs' scheme), lower case, «ё» as «е», punctuation, underscores and dashes between words, then a
 * few spellings that differ between transliterations folded together (kh/x/h, zh/j, q/k, y/i,
 * doubled letters). The words are compared as a set, so «Иванова Анна» and «Анна Иванова» agree.
 */

/** A doctor as matching sees them: the id, the full name in each language (Russian first: «Фамилия Имя Отчество»), the page address. */
export type PhotoCandidate = { id: number; names: readonly string[]; slug?: string };

/**
 * What a file name says: one doctor (`matched`), several that fit equally well or one doctor whom
 * several files fit (`ambiguous`, the candidates to choose from; never chosen automatically), or none.
 */
export type PhotoMatch =
  | { kind: 'matched'; id: number }
  | { kind: 'ambiguous'; reason: 'several_doctors' | 'several_files'; ids: number[] }
  | { kind: 'none' };

/** Words a photo's file name often holds besides the name (folded): photo, foto/фото, img, dr, doctor, врач, suret/сурет, rasm, copy. */
const NOISE = new Set(['photo', 'foto', 'img', 'image', 'dr', 'doctor', 'vrach', 'suret', 'rasm', 'copy', 'kopia', 'final', 'portrait', 'portret']);

const IMAGE_EXTENSION = /\.(jpe?g|png|webp|gif|heic|heif|avif|tiff?|bmp)$/i;

/** One word as compared: the spellings transliterations disagree on folded together. */
function fold(word: string): string {
  return word
    .replace(/shch|sch/g, 'sh')
    .replace(/zh/g, 'j')
    .replace(/kh|x/g, 'h')
    .replace(/q/g, 'k')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1');
}

/** The words of a name or a file name, transliterated and folded. */
export function nameWords(text: string): string[] {
  return slugFromTitle(text.replace(/[_.]+/g, ' '))
    .split('-')
    .filter(Boolean)
    .map(fold);
}

/** The words of a file name that may be a name: the extension, numbers and the usual extra words left out. */
export function fileWords(fileName: string): string[] {
  const base = fileName.replace(/^.*[\\/]/, '').replace(IMAGE_EXTENSION, '');
  return nameWords(base).filter((word) => !/^\d+$/.test(word) && !NOISE.has(word));
}

/** How well a file's words fit one name: 3 the same words, 2 all of them among the name's (at least two, initials allowed), 0 not. */
function fit(file: string[], name: string[]): 0 | 2 | 3 {
  if (file.length === 0 || name.length === 0) return 0;
  const free = [...name];
  const take = (found: number) => (found >= 0 ? (free.splice(found, 1), true) : false);
  // Whole words first, then an initial («Иванова А. С.») against a word it begins.
  const whole = file.filter((word) => word.length > 1);
  const initials = file.filter((word) => word.length === 1);
  if (whole.length === 0) return 0;
  if (!whole.every((word) => take(free.indexOf(word)))) return 0;
  if (!initials.every((letter) => take(free.findIndex((word) => word.startsWith(letter))))) return 0;
  if (initials.length === 0 && file.length === name.length) return 3;
  return file.length >= 2 ? 2 : 0;
}

/**
 * A doctor's surnames: the first word of the Russian name, of the page address (made from it) and
 * of any full name of three words («Фамилия Имя Отчество»). Not the last word of a two-word name:
 * «Хасанов Отабек» and «Anna Ivanova» cannot be told apart by their order.
 */
function surnames(doctor: PhotoCandidate): Set<string> {
  const full = doctor.names.map(nameWords).filter((words, index) => words.length > 0 && (index === 0 || words.length >= 3));
  const slug = doctor.slug ? nameWords(doctor.slug) : [];
  return new Set([...full, slug].filter((words) => words.length > 0).map((words) => words[0]));
}

/** How well a file's words fit a doctor: the best of their names, or 1 when the one word is their surname. */
function fitDoctor(file: string[], doctor: PhotoCandidate): number {
  const names = [...doctor.names, ...(doctor.slug ? [doctor.slug] : [])].filter((name) => name.trim() !== '');
  const best = Math.max(0, ...names.map((name) => fit(file, nameWords(name))));
  if (best > 0) return best;
  return file.length === 1 && file[0].length > 1 && surnames(doctor).has(file[0]) ? 1 : 0;
}

/** The doctor one file name is of (see PhotoMatch); the best fit wins, a tie is ambiguous. */
export function matchPhotoFile(fileName: string, doctors: readonly PhotoCandidate[]): PhotoMatch {
  const file = fileWords(fileName);
  let best = 0;
  let ids: number[] = [];
  for (const doctor of doctors) {
    const score = fitDoctor(file, doctor);
    if (score === 0 || score < best) continue;
    if (score > best) {
      best = score;
      ids = [];
    }
    if (!ids.includes(doctor.id)) ids.push(doctor.id);
  }
  if (ids.length === 0) return { kind: 'none' };
  if (ids.length === 1) return { kind: 'matched', id: ids[0] };
  return { kind: 'ambiguous', reason: 'several_doctors', ids };
}

/**
 * Each file's doctor, as matchPhotoFile says, except that a doctor several files were matched to
 * gets none of them automatically: each of those files is ambiguous (`several_files`) with that doctor.
 */
export function matchPhotoFiles(fileNames: readonly string[], doctors: readonly PhotoCandidate[]): PhotoMatch[] {
  const matches = fileNames.map((name) => matchPhotoFile(name, doctors));
  const count = new Map<number, number>();
  for (const match of matches) if (match.kind === 'matched') count.set(match.id, (count.get(match.id) ?? 0) + 1);
  return matches.map((match) => (match.kind === 'matched' && count.get(match.id)! > 1 ? { kind: 'ambiguous', reason: 'several_files', ids: [match.id] } : match));
}
