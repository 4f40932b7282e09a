'use client';

import { clinicTimeZone, type ClinicTimeZone } from '@/lib/dates/time-zones';
import { useBusinessStore } from '@/stores/business-store';

/**
 * The time zone every time of the business area is written in: the clinic's setting
 * (companies.time_zone, seeded with the shell from the server), Asia/Almaty before there is a
 * clinic. The server and the browser read the same value, so their renders agree (issue 28).
 */
export function useClinicZone(): ClinicTimeZone {
  return clinicTimeZone(useBusinessStore((s) => s.company?.TIME_ZONE));
}
