import { readFile } from 'node:fs/promises';
import { lookup, resolveTxt } from 'node:dns/promises';

/**
 * How the server reads a domain's TXT records (docs/decisions.md "Custom domains"): node:dns in
 * production; a test sets its own with setTxtResolver, and a browser test's server reads a JSON
 * file `{ "_clinic-verification.example.kz": ["clinic-verification=…"] }` named by
 * DNS_TXT_OVERRIDES_FILE, which is honoured only outside production (NODE_ENV) or with
 * DNS_TXT_OVERRIDES_ALLOWED=1 (the e2e server, which runs `next start`, sets it; a deployment never does).
 * A name the file does not list is looked up in DNS as usual.
 */
export type TxtResolver = (name: string) => Promise<string[][]>;

const holder = globalThis as unknown as { __clinicTxtResolver?: TxtResolver };

/** Tests: answer TXT lookups with this (null: back to the default). */
export function setTxtResolver(resolver: TxtResolver | null): void {
  holder.__clinicTxtResolver = resolver ?? undefined;
}

export function overridesFile(env: NodeJS.ProcessEnv = process.env): string | null {
  const file = env.DNS_TXT_OVERRIDES_FILE?.trim();
  if (!file) return null;
  return env.NODE_ENV !== 'production' || env.DNS_TXT_OVERRIDES_ALLOWED === '1' ? file : null;
}

async function fromOverrides(file: string, name: string): Promise<string[][] | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const values = (parsed as Record<string, unknown>)[name];
  if (!Array.isArray(values)) return null;
  return values.filter((value): value is string => typeof value === 'string').map((value) => [value]);
}

/** The TXT records of a name, each as its strings (DNS splits long ones); rejects like node:dns (ENOTFOUND, ENODATA …). */
export async function lookupTxt(name: string): Promise<string[][]> {
  const custom = holder.__clinicTxtResolver;
  if (custom) return custom(name);
  const file = overridesFile();
  if (file) {
    const found = await fromOverrides(file, name);
    if (found) return found;
  }
  return resolveTxt(name);
}

/**
 * How the server reads the addresses a host resolves to (issue 31, the pointing check; issue 27, the
 * handoff): the system resolver, as a browser would; a test sets its own with setAddressLookup.
 */
export type AddressLookup = (host: string) => Promise<string[]>;

const addressHolder = globalThis as unknown as { __clinicAddressLookup?: AddressLookup };

/** Tests: answer address lookups with this (null: back to the system resolver). */
export function setAddressLookup(resolver: AddressLookup | null): void {
  addressHolder.__clinicAddressLookup = resolver ?? undefined;
}

/** The addresses of a host (IPv4 and IPv6); rejects like node:dns (ENOTFOUND, ENODATA …). */
export async function lookupAddresses(host: string): Promise<string[]> {
  const custom = addressHolder.__clinicAddressLookup;
  if (custom) return custom(host);
  return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
}
