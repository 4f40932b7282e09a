import 'server-only';
import { notFound } from 'next/navigation';
import { readSegment } from '@/lib/content/segments';
import { companyCached } from '@/lib/tenants/company-cache';
import { findSpecialist, listSpecialistRatings, listSpecialists } from './queries';
import { SPECIALIST_SLUG } from './wire';

// The doctors section's reads (`company:{code}:doctors`): a doctors edit expires them.
const cached = <T>(code: string, key: string[], read: () => Promise<T>) => companyCached(code, ['specialists', ...key], read, { on: ['doctors'] });

export const getSpecialists = (code: string, companyId: number) => cached(code, ['list'], () => listSpecialists(companyId));

/** Each specialist's published reviews in short, for the cards, by slug: a moderated review or a doctors edit expires it. */
export const getSpecialistRatings = (code: string, companyId: number) =>
  companyCached(code, ['specialists', 'ratings'], () => listSpecialistRatings(companyId), { on: ['reviews', 'doctors'] });

export const getSpecialist = (code: string, companyId: number, slug: string) => cached(code, ['one', slug], () => findSpecialist(companyId, slug));

/** The published specialist a route param names, or null: a slug no specialist can have is not looked up. */
export async function getRouteSpecialist(company: { code: string; id: number }, param: string) {
  const slug = readSegment(param);
  return slug && SPECIALIST_SLUG.test(slug) ? getSpecialist(company.code, company.id, slug) : null;
}

/** The specialist a page's route names, or the 404 of SPEC 8. */
export async function loadRouteSpecialist(company: { code: string; id: number }, param: string) {
  return (await getRouteSpecialist(company, param)) ?? notFound();
}
