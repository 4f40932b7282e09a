import type { Transaction } from '@/lib/db/client';
import { doctorBooking, scheduleHours, visitTypes } from '@/lib/db/schema/booking';
import type { PriceList } from '@/lib/content/materials/price-list';
import { demoClinicPriceList } from './materials-demo-clinic-prices';
import { t, type BookingDay, type BookingSeed, type DoctorBookingSeed, type L } from './types';

/*
 * The demo clinics' booking (issue 30): weekly hours, visit types and how each doctor is booked,
 * so the demo site shows free times from the first `npm run dev`. Most doctors take free slots;
 * one per clinic keeps the appointment request (the clinic phones back).
 */


const WEEKDAY: BookingDay = [['09:00', '13:00'], ['14:00', '18:00']];
const SATURDAY: BookingDay = [['10:00', '14:00']];
const MORNINGS: BookingDay = [['08:00', '13:00']];
const AFTERNOONS: BookingDay = [['13:00', '17:00'], ['17:30', '20:00']];
const standardWeek = { 1: WEEKDAY, 2: WEEKDAY, 3: WEEKDAY, 4: WEEKDAY, 5: WEEKDAY, 6: SATURDAY } as const;
const alternatingWeek = { 1: MORNINGS, 2: AFTERNOONS, 3: MORNINGS, 4: AFTERNOONS, 5: MORNINGS } as const;

/** The price of a price-list row named (in Russian) exactly so, or null: a visit type shows a price only where the list has one. */
export function priceFromList(list: PriceList, ruService: string): number | null {
  for (const group of list.groups) for (const row of group.rows) if (row.service.ru === ruService) return row.price;
  return null;
}

const demoPrice = (ruService: string) => priceFromList(demoClinicPriceList, ruService);
const GP = 'Терапевт, педиатр';
const SPECIALIST = 'Кардиолог, невролог, эндокринолог, гинеколог';

const first = (price: number | null): DoctorBookingSeed['visitTypes'][number] => ({ name: t('Первичный приём', 'Алғашқы қабылдау', 'Birlamchi qabul', 'First visit'), minutes: 30, price });
const followUp = (price: number | null): DoctorBookingSeed['visitTypes'][number] => ({
  name: t('Повторный приём', 'Қайта қабылдау', 'Takroriy qabul', 'Follow-up visit'),
  minutes: 20,
  price: price === null ? null : Math.round(price / 2),
});

export const demoClinicBooking: BookingSeed = {
  'aigerim-seitkali': { mode: 'slots', week: standardWeek, visitTypes: [first(demoPrice(GP)), followUp(demoPrice(GP))] },
  'dmitriy-volkov': {
    mode: 'slots',
    week: standardWeek,
    visitTypes: [
      first(demoPrice(SPECIALIST)),
      followUp(demoPrice(SPECIALIST)),
      { name: t('Консультация с ЭКГ', 'ЭКГ-мен кеңес', 'EKG bilan maslahat', 'Consultation with ECG'), minutes: 45, price: (demoPrice(SPECIALIST) ?? 0) + (demoPrice('ЭКГ с расшифровкой') ?? 0) || null },
    ],
  },
  'gulnara-omarova': { mode: 'slots', week: { ...standardWeek, 6: [['09:00', '13:00']] }, visitTypes: [first(demoPrice(GP)), followUp(demoPrice(GP))] },
  'timur-abdullaev': { mode: 'slots', week: alternatingWeek, visitTypes: [{ ...first(demoPrice(SPECIALIST)), minutes: 40 }, followUp(demoPrice(SPECIALIST))] },
  'elena-kim': { mode: 'request', week: standardWeek, visitTypes: [first(demoPrice(SPECIALIST)), followUp(demoPrice(SPECIALIST))] },
  'saule-zhakupova': { mode: 'slots', week: { 1: WEEKDAY, 3: WEEKDAY, 5: WEEKDAY, 6: SATURDAY }, visitTypes: [first(demoPrice(SPECIALIST)), followUp(demoPrice(SPECIALIST))] },
  'arman-kassymov': { mode: 'slots', week: standardWeek, visitTypes: [first(demoPrice('Травматолог-ортопед, офтальмолог')), followUp(demoPrice('Травматолог-ортопед, офтальмолог'))] },
  'nodira-yusupova': { mode: 'slots', week: { 2: WEEKDAY, 4: WEEKDAY, 6: SATURDAY }, visitTypes: [first(demoPrice('Травматолог-ортопед, офтальмолог')), followUp(demoPrice('Травматолог-ортопед, офтальмолог'))] },
  'yerlan-bekov': {
    mode: 'slots',
    week: standardWeek,
    visitTypes: [
      { name: t('УЗИ органов брюшной полости', 'Құрсақ қуысы ағзаларының УДЗ', 'Qorin boʻshligʻi aʼzolari UTT', 'Abdominal ultrasound'), minutes: 30, price: demoPrice('УЗИ органов брюшной полости') },
      { name: t('УЗИ щитовидной железы', 'Қалқанша бездің УДЗ', 'Qalqonsimon bez UTT', 'Thyroid ultrasound'), minutes: 20, price: demoPrice('УЗИ щитовидной железы') },
    ],
  },
};

// The family clinic keeps no price list: its visit types show no price.
export const familyMedBooking: BookingSeed = {
  'zhanar-tulegenova': { mode: 'slots', week: standardWeek, visitTypes: [first(null), followUp(null)] },
  'bauyrzhan-akhmetov': { mode: 'slots', week: { ...standardWeek, 6: [['09:00', '15:00']] }, visitTypes: [first(null), followUp(null)] },
  'olga-petrenko': { mode: 'slots', week: alternatingWeek, visitTypes: [{ ...first(null), minutes: 40 }, followUp(null)] },
  'marat-nurpeisov': { mode: 'request', week: standardWeek, visitTypes: [{ name: t('ЭКГ', 'ЭКГ'), minutes: 20, price: null }] },
};

/** Inserts each seeded doctor's booking mode, weekly hours and visit types (names kept in the clinic's locales). */
export async function insertDemoBooking(tx: Transaction, companyId: number, specialistIds: Map<string, number>, seed: BookingSeed, pick: (text: L) => L): Promise<void> {
  for (const [slug, doctor] of Object.entries(seed)) {
    const specialistId = specialistIds.get(slug);
    if (specialistId === undefined) throw new Error(`booking seed: no specialist ${slug}`);
    await tx.insert(doctorBooking).values({ specialistId, companyId, mode: doctor.mode });
    const hours = Object.entries(doctor.week).flatMap(([weekday, day]) => (day ?? []).map(([startsAt, endsAt]) => ({ companyId, specialistId, weekday: Number(weekday), startsAt, endsAt })));
    if (hours.length > 0) await tx.insert(scheduleHours).values(hours);
    await tx.insert(visitTypes).values(doctor.visitTypes.map((type, position) => ({ companyId, specialistId, name: pick(type.name), durationMinutes: type.minutes, price: type.price, position })));
  }
}
