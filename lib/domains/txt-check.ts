import { txtName, txtValue, TXT_VALUE_PREFIX } from './config';
import { lookupTxt } from './resolver';

/**
 * What DNS says about a domain's proof of ownership, `_clinic-verification.{host}` TXT
 * `clinic-verification={token}`:
 *   found     our record with this token is there
 *   missing   a definite answer without any record of ours (NXDOMAIN, no TXT record, only others)
 *   mismatch  a definite answer with a record of ours holding another token
 *   dns_error no definite answer (a timeout, SERVFAIL, refused): nothing is known
 */
export type TxtAnswer = 'found' | 'missing' | 'mismatch' | 'dns_error';

/** node:dns's codes of a definite "no such record" answer (others are DNS failures). */
const DEFINITE_ABSENCE = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

export async function checkTxt(host: string, token: string): Promise<TxtAnswer> {
  let records: string[][];
  try {
    records = await lookupTxt(txtName(host));
  } catch (error) {
    return DEFINITE_ABSENCE.has((error as { code?: string }).code ?? '') ? 'missing' : 'dns_error';
  }
  const values = records.map((chunks) => chunks.join(''));
  if (values.includes(txtValue(token))) return 'found';
  return values.some((value) => value.startsWith(TXT_VALUE_PREFIX)) ? 'mismatch' : 'missing';
}
