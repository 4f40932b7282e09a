import { domainToUnicode } from 'node:url';
import unhomoglyph from 'unhomoglyph';

/**
 * The confusable skeleton of a host (Unicode TS #39 "skeleton", the data of Unicode's
 * confusables.txt as the `unhomoglyph` package ships it): punycode decoded, NFD, every character
 * replaced by the one it is drawn like (Cyrillic `а` -> `a`, Greek `ρ` -> `p`, `0` -> `O`, `1` -> `l`,
 * `m` -> `rn`), NFD again, without combining marks (`é` reads as `e`), lower-cased. Two hosts with one skeleton read alike.
 *   hostSkeleton('xn--80ak6aa92e.com') === hostSkeleton('apple.com')
 */
export function hostSkeleton(host: string): string {
  const unicode = domainToUnicode(host) || host;
  return unhomoglyph(unicode.normalize('NFD')).normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
}

/** Does `host` read like `other` while being another host? (A homograph: `сlinic.kz` in Cyrillic for `clinic.kz`.) */
export function looksLike(host: string, other: string): boolean {
  return host !== other && hostSkeleton(host) === hostSkeleton(other);
}
