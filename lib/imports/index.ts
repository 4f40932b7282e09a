export { readSpreadsheet, cellText, type SpreadsheetRows, type SpreadsheetResult, type SpreadsheetError } from './read-spreadsheet';
export { matchHeader, tableRecords, normalizeHeading, type ImportColumn, type ImportRecord, type HeaderMatch } from './columns';
export { templateXlsx, templateCsv } from './template-file';
export { decodeText, looksLikeText } from './decode-text';
export { IMPORT_LIMITS } from './limits';
