import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The layers of lib/, lowest first (README "Map of the code"). A folder may import the
 * folders before it and never one after it, so imports go one way and no cycle can form:
 * shared pieces, then the database and transport, then the domains, then the composition
 * roots (lib/seed builds demo data from the domains; lib/server registers their routes and jobs).
 */
export const LIB_LAYERS = [
  'log.ts',
  'build-id.ts',
  'cache',
  'i18n',
  'ui',
  'dates',
  'phone',
  'db',
  'http',
  'edge',
  'security',
  'jobs',
  'mail',
  'sms',
  'translate',
  'storage',
  'imports',
  'consents',
  'tenants',
  'menu',
  'redirects',
  'site',
  'seo',
  'domains',
  'auth',
  'privacy',
  'content',
  'forms',
  'insurance',
  'booking',
  'accounts',
  'business',
  'platform',
  'proxy',
  'api-client',
  'client',
  'seed',
  'server',
];

/** import/no-restricted-paths zones: each lib folder against every folder above it, and lib against the app's own layers. */
export function layerZones(root = '.') {
  const zones = LIB_LAYERS.map((name, index) => ({
    target: `${root}/lib/${name}`,
    from: LIB_LAYERS.slice(index + 1).map((upper) => `${root}/lib/${upper}`),
    message: `lib/${name} sits below these folders (eslint/layers.mjs): move the shared piece down, or the caller up.`,
  })).filter((zone) => zone.from.length > 0);
  zones.push(...businessSubdomainZones(root));
  zones.push({
    target: `${root}/lib`,
    from: [`${root}/app`, `${root}/components`, `${root}/stores`],
    message: 'lib/ is below app, components and stores: pass what it needs as arguments.',
  });
  zones.push({
    target: `${root}/components/ui`,
    from: [`${root}/stores`, `${root}/app`, `${root}/lib/api-client`],
    message: 'components/ui primitives take their texts and state as props and know no store (STYLE "Boundaries").',
  });
  return zones;
}

/** The folder of the business area, whose sub-folders are its sub-domains (docs/lib-map.md). */
const BUSINESS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'lib', 'business');

/** The business sub-domains (site, clinic, staff, inbox, audit, crm, …): every folder of lib/business. */
export function businessSubdomains(dir = BUSINESS) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * A business sub-domain imports a sibling only through what the sibling exports on purpose, its
 * `index.ts` (audit/index.ts: the log the others write to); its internals are its own. The top of
 * lib/business (the guard, errors, permissions, the route table) may import any of them.
 */
export function businessSubdomainZones(root = '.', subdomains = businessSubdomains()) {
  return subdomains.map((name) => ({
    target: `${root}/lib/business/${name}`,
    from: subdomains.filter((other) => other !== name).map((other) => `${root}/lib/business/${other}`),
    except: ['./index.ts'],
    message: `lib/business/${name} may use another business sub-domain only through its index.ts (eslint/layers.mjs): export the piece there on purpose, or move it to the top of lib/business.`,
  }));
}
