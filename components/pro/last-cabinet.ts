/** Where the business area remembers the last company and cabinet opened (SPEC 4: switching is remembered). */
const KEY = 'pro:last-cabinet';

export type CabinetRef = { companyCode: string; cabinetCode: number };

export function rememberCabinet(ref: CabinetRef): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(ref));
  } catch {
    // Private mode or a full storage: the area still works, it only forgets.
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
