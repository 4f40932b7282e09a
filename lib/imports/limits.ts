/** How big an imported spreadsheet may be: a clinic's price list or staff list with room to spare (issue 31 tests 5,000 rows). */
export const IMPORT_LIMITS = {
  /** The uploaded file, in bytes. */
  bytes: 5 * 1024 * 1024,
  /** An XLSX once unpacked (its XML): 10,000 rows of 60 cells fit with room; a zip bomb does not. */
  unpackedBytes: 100 * 1024 * 1024,
  /** Data rows after the header. */
  rows: 10_000,
  /** Columns read from a row. */
  columns: 60,
  /** Characters in one cell. */
  cellChars: 20_000,
} as const;
