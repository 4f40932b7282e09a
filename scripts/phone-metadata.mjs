/**
 * Writes lib/phone/metadata.json: libphonenumber-js's metadata for the countries our clinics'
 * patients call from (Kazakhstan, Uzbekistan and their neighbours), so the phone rules weigh
 * ~3 KB in the browser instead of ~19 KB for the world. `node scripts/phone-metadata.mjs`
 * after upgrading libphonenumber-js; tests/unit/phone.test.ts checks the file is current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const PHONE_COUNTRIES = ['KZ', 'UZ', 'RU', 'KG', 'TJ', 'TM', 'AZ', 'TR'];

export function trimmedMetadata(full) {
  const countries = Object.fromEntries(PHONE_COUNTRIES.map((code) => [code, full.countries[code]]));
  const callingCodes = {};
  for (const [callingCode, regions] of Object.entries(full.country_calling_codes)) {
    const kept = regions.filter((region) => PHONE_COUNTRIES.includes(region));
    if (kept.length > 0) callingCodes[callingCode] = kept;
  }
  return { version: full.version, country_calling_codes: callingCodes, countries, nonGeographic: {} };
}

const require = createRequire(import.meta.url);
export const metadataFile = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'lib', 'phone', 'metadata.json');

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8'));
  writeFileSync(metadataFile, `${JSON.stringify(trimmedMetadata(full))}\n`);
  console.log(`wrote ${metadataFile}`);
}
