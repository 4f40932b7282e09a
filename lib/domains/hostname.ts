import { domainToASCII } from 'node:url';
import { normalizeHost, platformHosts } from '@/lib/tenants/hosts';
import { publicBaseUrl } from '@/lib/seo/urls';

export type HostProblem = 'domain_invalid' | 'domain_platform' | 'domain_internal';

/**
 * Names that never lead to a clinic's public site but to a machine of ours or of a network's
 * (docs/decisions.md "Domain claims"): cluster and LAN suffixes, the Docker host, wildcard-DNS
 * services that resolve to any IP written in the name. `localhost` and `*.localhost` are refused
 * in production only: the demo data, development and the tests use `*.localhost` domains.
 */
const INTERNAL_SUFFIXES = ['internal', 'svc', 'local', 'localdomain', 'home.arpa', 'nip.io', 'sslip.io', 'lvh.me'];
const PRODUCTION_ONLY_SUFFIXES = ['localhost'];

export function isInternalHost(host: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const suffixes = env.NODE_ENV === 'production' ? [...INTERNAL_SUFFIXES, ...PRODUCTION_ONLY_SUFFIXES] : INTERNAL_SUFFIXES;
  return suffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/**
 * A domain as a clinic types it -> the host stored and matched against the Host header:
 * lower-cased, punycode for an IDN (`Клиника.kz` -> `xn--80akjdq9b.kz`), without a scheme,
 * path or trailing dot. Needs at least two labels and a TLD of letters (no IP address, no
 * bare name); the platform's own hosts and their subdomains are refused, and internal names (isInternalHost).
 */
export function parseDomain(input: string, env: NodeJS.ProcessEnv = process.env): { host: string } | { problem: HostProblem } {
  let value = input.trim().toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/\/.*$/, '').replace(/\.$/, '');
  if (!value || /[\s:@]/.test(value)) return { problem: 'domain_invalid' };
  const ascii = domainToASCII(value);
  const host = normalizeHost(ascii);
  if (!host || host !== ascii) return { problem: 'domain_invalid' };
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label.length > 63)) return { problem: 'domain_invalid' };
  const tld = labels[labels.length - 1];
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return { problem: 'domain_invalid' };
  const own = new Set([...platformHosts(env.PLATFORM_HOSTS), publicBaseUrl(env.PUBLIC_BASE_URL).hostname]);
  for (const platform of own) {
    if (host === platform || host.endsWith(`.${platform}`)) return { problem: 'domain_platform' };
  }
  if (isInternalHost(host, env)) return { problem: 'domain_internal' };
  return { host };
}
