/*
 * The name of an inbox's CSV file, the same for the server's Content-Disposition and the
 * browser's download (which saves a blob and cannot read that header):
 * `appointments-DEMO-2026-11-26.csv`, the day in the clinic's time zone. No server imports.
 */

const CLINIC_TIME_ZONE = 'Asia/Almaty';

export function inboxExportFileName(area: 'appointments' | 'questions', companyCode: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const code = companyCode.replace(/[^A-Za-z0-9_-]/g, '') || 'clinic';
  return `${area}-${code}-${day}.csv`;
}
