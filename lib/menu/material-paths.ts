/** Codes of the materials behind the alias pages of SPEC 2.3; each page's path is its code. */
export const ALIAS_MATERIALS = { stateSymbols: 'state-symbols', gobmp: 'gobmp', osms: 'osms' } as const;

/** Materials that are the clinic's own text on a section page: /determine shows the material `determine`. */
export const SECTION_MATERIALS = { determine: 'determine' } as const;

const OWN_PAGE_CODES: readonly string[] = [...Object.values(ALIAS_MATERIALS), ...Object.values(SECTION_MATERIALS)];

/**
 * Where a material's page lives: its own page ('gobmp', 'determine'), else 'materials/{code}'.
 * Pure (no server code): the sitemap and the canonical URLs both ask it.
 */
export function materialPath(code: string): string {
  return OWN_PAGE_CODES.includes(code) ? code : `materials/${code}`;
}
