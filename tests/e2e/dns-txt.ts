import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The JSON file the server reads TXT records from (playwright.config.ts DNS_TXT_OVERRIDES_FILE). */
export const DNS_FILE = path.resolve('.data/e2e-dns-txt.json');

/** Sets the TXT records of one name, keeping the others the file holds. */
export async function setTxt(name: string, values: string[]) {
  await mkdir(path.dirname(DNS_FILE), { recursive: true });
  let records: Record<string, string[]> = {};
  try {
    records = JSON.parse(await readFile(DNS_FILE, 'utf8')) as Record<string, string[]>;
  } catch {
    records = {};
  }
  records[name] = values;
  await writeFile(DNS_FILE, JSON.stringify(records));
}
