/**
 * Where the business area remembers the last company and cabinet opened (SPEC 4: switching is
 * remembered): in the browser's storage and in a cookie, which the server reads to send /pro
 * straight on to that cabinet (no list of clinics shown first). Read on both sides: no browser
 * or server-only import here.
 */
const KEY = 'pro:last-cabinet';

/** The cookie's name; its value is `{companyCode}/{cabinetCode}` (URI-encoded code). */
export const LAST_CABINET_COOKIE = 'pro_last_cabinet';
const YEAR = 365 * 24 * 60 * 60;

export type CabinetRef = { companyCode: string; cabinetCode: number };

export function rememberCabinet(ref: CabinetRef): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(ref));
  } catch {
    // Private mode or a full storage: the cookie still remembers.
  }
  try {
    document.cookie = `${LAST_CABINET_COOKIE}=${encodeURIComponent(cabinetCookieValue(ref))}; Path=/; Max-Age=${YEAR}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  } catch {
    // No document (a test without one): the storage still remembers.
  }
}

export function lastCabinet(): CabinetRef | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (value && typeof value === 'object' && 'companyCode' in value && 'cabinetCode' in value) {
      const { companyCode, cabinetCode } = value as Record<string, unknown>;
      if (typeof companyCode === 'string' && Number.isInteger(cabinetCode)) return { companyCode, cabinetCode: cabinetCode as number };
    }
  } catch {
    // Unreadable: as if nothing was remembered.
  }
  return null;
}

export const cabinetCookieValue = (ref: CabinetRef) => `${encodeURIComponent(ref.companyCode)}/${ref.cabinetCode}`;

/** The cookie's value read back (already URI-decoded once by the cookie reader), or null when it is not one. */
export function parseCabinetCookie(value: string | null | undefined): CabinetRef | null {
  const match = value ? /^([A-Za-z0-9_%-]{1,200})\/(0|[1-9]\d{0,8})$/.exec(value) : null;
  if (!match) return null;
  try {
    return { companyCode: decodeURIComponent(match[1]), cabinetCode: Number(match[2]) };
  } catch {
    return null;
  }
}

/**
 * Where the business area's entry goes: the cabinet remembered when it is still one of the
 * user's, else the first cabinet of the first company; null without cabinets.
 */
export function entryCabinet(cabinets: readonly { companyCode: string; cabinetCodes: readonly number[] }[], remembered: CabinetRef | null): CabinetRef | null {
  if (remembered && cabinets.some((c) => c.companyCode === remembered.companyCode && c.cabinetCodes.includes(remembered.cabinetCode))) return remembered;
  const first = cabinets.find((c) => c.cabinetCodes.length > 0);
  return first ? { companyCode: first.companyCode, cabinetCode: first.cabinetCodes[0] } : null;
}
