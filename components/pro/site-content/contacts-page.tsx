'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConflictNotice } from '@/components/pro/editor/conflict-notice';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { offeredLocales } from '@/components/pro/news/news-types';
import { RequirePermission } from '@/components/pro/require-permission';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Locale } from '@/lib/i18n/locales';
import { WEEKDAYS, type OpeningHours, type Weekday } from '@/lib/tenants/site-blocks';
import { cleanTexts, Input, SavedNote, SaveError, useSaveErrors, type Texts } from './editor-kit';

type ContactsWire = {
  version: number;
  phones: string[];
  phones_display: string[];
  emails: string[];
  address: Texts;
  latitude: number | null;
  longitude: number | null;
  opening_hours: OpeningHours | null;
  working_hours: Texts;
};

type DayValue = { open: boolean; opens: string; closes: string };
type FormValue = { phones: string[]; emails: string[]; address: Texts; latitude: string; longitude: string; hours: Record<Weekday, DayValue> };

const INTL: Record<Locale, string> = { ru: 'ru', kk: 'kk', uz: 'uz-Latn', en: 'en-GB' };
const weekdayNames = (locale: Locale) => {
  const format = new Intl.DateTimeFormat(INTL[locale], { weekday: 'long', timeZone: 'UTC' });
  return WEEKDAYS.map((_, index) => format.format(new Date(Date.UTC(2024, 0, index + 1))));
};

function toForm(wire: ContactsWire): FormValue {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const value = wire.opening_hours?.[day];
      return [day, value ? { open: true, opens: value.opens, closes: value.closes } : { open: !wire.opening_hours && day !== 'su' && day !== 'sa', opens: '09:00', closes: '18:00' }];
    }),
  ) as Record<Weekday, DayValue>;
  return {
    phones: wire.phones_display.length > 0 ? [...wire.phones_display] : [''],
    emails: wire.emails.length > 0 ? [...wire.emails] : [''],
    address: { ...wire.address },
    latitude: wire.latitude === null ? '' : String(wire.latitude),
    longitude: wire.longitude === null ? '' : String(wire.longitude),
    hours,
  };
}

// Not a number: sent as typed, so the server names the field (invalid_latitude).
const coordinate = (text: string) => (text.trim() === '' ? null : Number.isFinite(Number(text.trim().replace(',', '.'))) ? Number(text.trim().replace(',', '.')) : text.trim());

/** Contacts and opening hours (segment 'contacts', company.edit): phones, e-mails, the address per language, the map point and the hours of each weekday. */
export function ContactsPage() {
  return (
    <RequirePermission permission="company.edit">
      <ContactsEditor />
    </RequirePermission>
  );
}

function ContactsEditor() {
  const t = useTranslations('BusinessContacts');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { companyCode, cabinetCode, company } = useProCabinet();
  const key = ['business', companyCode, cabinetCode, 'contacts'] as const;
  const contacts = useQuery({ queryKey: key, queryFn: async ({ signal }) => (await client.get<{ data: ContactsWire }>(cabinetPath('read', companyCode, cabinetCode, 'contacts'), { signal })).data });
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('intro')}</p>
      </header>
      <QueryStatus query={contacts} texts={loadTexts(t)} />
      {contacts.data && (
        <ContactsForm
          initial={contacts.data}
          locales={offeredLocales(company)}
          save={async (body) => {
            const saved = (await client.put<{ data: ContactsWire }>(cabinetPath('write', companyCode, cabinetCode, 'contacts'), body)).data;
            queryClient.setQueryData(key, saved);
            return saved;
          }}
        />
      )}
    </div>
  );
}

function ContactsForm({ initial, locales, save }: { initial: ContactsWire; locales: Locale[]; save: (body: Record<string, unknown>) => Promise<ContactsWire> }) {
  const t = useTranslations('BusinessContacts');
  const tl = useTranslations('BusinessEditor.languages');
  const uiLocale = useLocale() as Locale;
  const days = weekdayNames(uiLocale);
  const [value, setValue] = useState(() => toForm(initial));
  const [version, setVersion] = useState(initial.version);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const errors = useSaveErrors(error);
  const set = (patch: Partial<FormValue>) => {
    setValue((current) => ({ ...current, ...patch }));
    setSaved(false);
  };
  const setDay = (day: Weekday, patch: Partial<DayValue>) => set({ hours: { ...value.hours, [day]: { ...value.hours[day], ...patch } } });

  async function submit(withVersion = version) {
    setBusy(true);
    setError(null);
    const body = {
      version: withVersion,
      phones: value.phones.map((phone) => phone.trim()).filter(Boolean),
      emails: value.emails.map((email) => email.trim()).filter(Boolean),
      address: cleanTexts(value.address),
      latitude: coordinate(value.latitude),
      longitude: coordinate(value.longitude),
      opening_hours: Object.fromEntries(WEEKDAYS.map((day) => [day, value.hours[day].open ? { opens: value.hours[day].opens, closes: value.hours[day].closes } : null])),
    };
    try {
      const next = await save(body);
      setValue(toForm(next));
      setVersion(next.version);
      setSaved(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  const list = (kind: 'phones' | 'emails') => (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{t(`${kind}.title`)}</legend>
      {value[kind].map((entry, index) => (
        <div key={index} className="flex items-end gap-2">
          <Input
            id={`contacts-${kind}-${index}`}
            className="flex-1"
            type={kind === 'phones' ? 'tel' : 'email'}
            autoComplete="off"
            label={t(`${kind}.item`, { number: index + 1 })}
            value={entry}
            maxLength={kind === 'phones' ? 32 : 254}
            onChange={(event) => set({ [kind]: value[kind].map((other, i) => (i === index ? event.target.value : other)) })}
            error={errors.fieldText(`${kind}.${index}`)}
          />
          <Button variant="secondary" size="sm" onClick={() => set({ [kind]: value[kind].filter((_, i) => i !== index) })} aria-label={t(`${kind}.remove`, { number: index + 1 })}>
            ✕
          </Button>
        </div>
      ))}
      {kind === 'phones' && <p className="text-sm text-muted">{t('phones.hint')}</p>}
      <div>
        <Button variant="secondary" size="sm" onClick={() => set({ [kind]: [...value[kind], ''] })} disabled={value[kind].length >= 5}>
          {t(`${kind}.add`)}
        </Button>
      </div>
    </fieldset>
  );

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SavedNote shown={saved}>{t('saved')}</SavedNote>
      {errors.conflict ? (
        <ConflictNotice
          conflict={errors.conflict}
          fieldLabel={(field) => (['phones', 'emails', 'address', 'latitude', 'longitude', 'opening_hours', 'working_hours'].includes(field) ? t(`fields.${field}` as never) : field)}
          busy={busy}
          onTakeTheirs={() => {
            const current = errors.conflict!.current as ContactsWire;
            setValue(toForm(current));
            setVersion(current.version);
            setError(null);
          }}
          onKeepMine={() => {
            setVersion(errors.conflict!.version);
            void submit(errors.conflict!.version);
          }}
        />
      ) : (
        <SaveError message={errors.message} />
      )}
      <div className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-2">
        {list('phones')}
        {list('emails')}
      </div>
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t('hours.title')}</legend>
        <div className="flex flex-col gap-3" data-hours-editor>
          {WEEKDAYS.map((day, index) => {
            const hours = value.hours[day];
            return (
              <div key={day} role="group" aria-label={days[index]} className="flex flex-wrap items-end gap-3 border-b border-slate-100 pb-3">
                <label className="flex min-h-11 min-w-40 items-center gap-2 font-medium">
                  <input type="checkbox" className="size-5" checked={hours.open} onChange={(event) => setDay(day, { open: event.target.checked })} data-day-open={day} />
                  <span>{t('hours.openOn', { day: days[index] })}</span>
                </label>
                {hours.open ? (
                  <>
                    <Input id={`hours-${day}-opens`} type="time" label={t('hours.opens')} value={hours.opens} onChange={(event) => setDay(day, { opens: event.target.value })} error={errors.fieldText(`opening_hours.${day}.opens`)} />
                    <Input id={`hours-${day}-closes`} type="time" label={t('hours.closes')} value={hours.closes} onChange={(event) => setDay(day, { closes: event.target.value })} error={errors.fieldText(`opening_hours.${day}.closes`)} />
                  </>
                ) : (
                  <span className="min-h-11 py-2 text-muted">{t('hours.closed')}</span>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t('address.title')}</legend>
        <LocaleTabs locales={locales} required={[]} isFilled={(locale) => Boolean(value.address[locale]?.trim())} hasError={(locale) => errors.hasFieldIn(`address.${locale}`)}>
          {(locale) => (
            <Input id={`contacts-address-${locale}`} lang={locale} label={t('address.in', { language: tl(locale) })} value={value.address[locale] ?? ''} maxLength={300} onChange={(event) => set({ address: { ...value.address, [locale]: event.target.value } })} error={errors.fieldText(`address.${locale}`)} />
          )}
        </LocaleTabs>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input id="contacts-latitude" inputMode="decimal" label={t('address.latitude')} value={value.latitude} onChange={(event) => set({ latitude: event.target.value })} error={errors.fieldText('latitude')} />
          <Input id="contacts-longitude" inputMode="decimal" label={t('address.longitude')} value={value.longitude} onChange={(event) => set({ longitude: event.target.value })} error={errors.fieldText('longitude')} />
        </div>
        <p className="text-sm text-muted">{t('address.mapHint')}</p>
      </fieldset>
      <div>
        <Button type="submit" loading={busy} loadingLabel={t('saving')}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
