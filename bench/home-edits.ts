/**
 * Edits of the demo clinic's home headline through the business API, as /pro's editor makes them
 * (PUT …/business/home with the row's version): the topology row's stale-read probe and the
 * tenants bench change what a page shows with them, then put the headline back.
 */
import { apiCall, signIn, type Cookie } from './app-sessions';

const READ = '/api/business-api-front2/ru/DEMO/0/business/home';
const WRITE = '/api/w-business/ru/DEMO/0/business/home';

type Home = { version: number; headline: Record<string, string>; text: Record<string, string>; highlights: Record<string, string>[] };

/** The number a page shows in its headline after `headlineEdits(…).set(n)`, or null. */
export const headlineMarker = (html: string): number | null => {
  const match = /Замер скорости № (\d+)/.exec(html);
  return match ? Number(match[1]) : null;
};

/** A signed-in editor of the demo clinic's home; each set(n) goes to the next origin of the list in turn. */
export async function headlineEdits(origins: readonly string[]) {
  const cookies: Cookie[] = await signIn(origins[0], 'business user');
  const read = async (origin: string): Promise<Home> => {
    const res = await apiCall(origin, 'GET', READ, { cookies });
    if (res.status !== 200) throw new Error(`reading the demo home answered ${res.status}: ${res.text.slice(0, 200)}`);
    return (JSON.parse(res.text) as { data: Home }).data;
  };
  const original = await read(origins[0]);
  let current = original;
  let turn = 0;
  const save = async (headline: Record<string, string>) => {
    const origin = origins[turn++ % origins.length];
    const body = { version: current.version, headline, text: current.text, highlights: current.highlights };
    const res = await apiCall(origin, 'PUT', WRITE, { cookies, payload: body });
    if (res.status !== 200) throw new Error(`saving the demo home through ${origin} answered ${res.status}: ${res.text.slice(0, 200)}`);
    current = (JSON.parse(res.text) as { data: Home }).data;
  };
  return {
    set: (marker: number) => save({ ...original.headline, ru: `Замер скорости № ${marker}` }),
    restore: () => save(original.headline),
  };
}

/** Renames the demo clinic (its Russian name) through the business API, as /pro's settings do. */
export async function renameDemoClinic(origin: string, name: string): Promise<void> {
  const cookies = await signIn(origin, 'business user');
  const res = await apiCall(origin, 'POST', '/api/w-front/ru/v1/business/user/company', { cookies, payload: { COMPANY_CODE: 'DEMO', COMPANY_NAME: name } });
  if (res.status !== 200) throw new Error(`renaming the demo clinic answered ${res.status}: ${res.text.slice(0, 200)}`);
}
