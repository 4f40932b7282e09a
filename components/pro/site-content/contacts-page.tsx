'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { RussianOriginal } from '@/components/pro/translations/russian-original';
import { useStaleFields } from '@/components/pro/translations/use-stale-fields';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { WEEKDAYS, type OpeningHours, type Weekday } from '@/lib/tenants/site-blocks';
import { ContentEditorForm, useContentForm } from './content-form';
import { ContentEditorPage } from './content-editor-page';
import { cleanTexts, Input, type Texts } from './editor-kit';

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

type DayValue = { open: boolean; opens: string; closes: string; lunch: boolean; breakFrom: string; breakTo: string };
type FormValue = { phones: string[]; emails: string[]; address: Texts; latitude: string; longitude: string; hours: Record<Weekday, DayValue> };

function toForm(wire: ContactsWire): FormValue {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const value = wire.opening_hours?.[day];
      const pause = { lunch: Boolean(value?.break), breakFrom: value?.break?.from ?? '13:00', breakTo: value?.break?.to ?? '14:00' };
      return [day, value ? { open: true, opens: value.opens, closes: value.closes, ...pause } : { open: !wire.opening_hours && day !== 'su' && day !== 'sa', opens: '09:00', closes: '18:00', ...pause }];
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
  return <ContentEditorPage<ContactsWire> permission="company.edit" segment={{ namespace: 'BusinessContacts', path: 'contacts' }} form={(stored, locales, save) => <ContactsForm initial={stored} locales={locales} save={save} />} />;
}

const bodyOf = (value: FormValue, version: number | null) => ({
  version,
  phones: value.phones.map((phone) => phone.trim()).filter(Boolean),
  emails: value.emails.map((email) => email.trim()).filter(Boolean),
  address: cleanTexts(value.address),
  latitude: coordinate(value.latitude),
  longitude: coordinate(value.longitude),
  opening_hours: Object.fromEntries(WEEKDAYS.map((day) => [day, dayBody(value.hours[day])])),
});

const dayBody = (day: DayValue) => (day.open ? { opens: day.opens, closes: day.closes, ...(day.lunch && { break: { from: day.breakFrom, to: day.breakTo } }) } : null);

/** Tuesday to Friday: what «copy to weekdays» fills from Monday. */
const OTHER_WEEKDAYS: readonly Weekday[] = ['tu', 'we', 'th', 'fr'];

const CONFLICT_FIELDS = ['phones', 'emails', 'address', 'latitude', 'longitude', 'opening_hours', 'working_hours'];

function ContactsForm({ initial, locales, save }: { initial: ContactsWire; locales: Locale[]; save: (body: Record<string, unknown>) => Promise<ContactsWire> }) {
  const t = useTranslations('BusinessContacts');
  const tl = useTranslations('BusinessEditor.languages');
  const tw = useTranslations('Weekdays');
  // From the messages, not Intl: a browser's Intl may lack Kazakh or Uzbek names, and the server's render must match.
  const days = WEEKDAYS.map((_, index) => tw(String(index + 1) as never));
  const form = useContentForm<ContactsWire, FormValue>({
    stored: initial,
    toForm: (stored) => toForm(stored!),
    version: initial.version,
    versionOf: (saved) => saved.version,
    send: (value, version) => save(bodyOf(value, version)),
  });
  const { value, set, errors } = form;
  const stale = useStaleFields('clinic', 0, form.save.version);
  const setDay = (day: Weekday, patch: Partial<DayValue>) => set({ hours: { ...value.hours, [day]: { ...value.hours[day], ...patch } } });
  // What the last copy did, read out by screen readers (the buttons stay where they are).
  const [copied, setCopied] = useState('');
  const copyMondayTo = (targets: readonly Weekday[], done: string) => {
    set({ hours: { ...value.hours, ...Object.fromEntries(targets.map((day) => [day, { ...value.hours.mo }])) } });
    setCopied(done);
  };

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
    <ContentEditorForm form={form} savedText={t('saved')} submit={{ label: t('save'), saving: t('saving') }} fieldLabel={(field) => (CONFLICT_FIELDS.includes(field) ? t(`fields.${field}` as never) : field)}>
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
                    <label className="flex min-h-11 items-center gap-2">
                      <input type="checkbox" className="size-5" checked={hours.lunch} onChange={(event) => setDay(day, { lunch: event.target.checked })} data-day-break={day} />
                      <span>{t('hours.hasBreak')}</span>
                    </label>
                    {hours.lunch && (
                      <>
                        <Input id={`hours-${day}-break-from`} type="time" label={t('hours.breakFrom')} value={hours.breakFrom} onChange={(event) => setDay(day, { breakFrom: event.target.value })} error={errors.fieldText(`opening_hours.${day}.break.from`)} />
                        <Input id={`hours-${day}-break-to`} type="time" label={t('hours.breakTo')} value={hours.breakTo} onChange={(event) => setDay(day, { breakTo: event.target.value })} error={errors.fieldText(`opening_hours.${day}.break.to`)} />
                      </>
                    )}
                  </>
                ) : (
                  <span className="min-h-11 py-2 text-muted">{t('hours.closed')}</span>
                )}
                <div className="ms-auto">
                  {day === 'mo' ? (
                    <Button variant="secondary" size="sm" onClick={() => copyMondayTo(OTHER_WEEKDAYS, t('hours.copiedToWeekdays'))} data-copy-weekdays>
                      {t('hours.copyToWeekdays')}
                    </Button>
                  ) : (
                    <Button variant="secondary" size="sm" onClick={() => copyMondayTo([day], t('hours.copiedFromMonday', { day: days[index] }))} data-copy-monday={day}>
                      {t('hours.sameAsMonday')}
                    </Button>
                  )}
                </div>
              </div>
            );
          })}
        </div>
        <p role="status" className="text-sm text-muted empty:hidden" data-hours-copied>
          {copied}
        </p>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t('address.title')}</legend>
        <LocaleTabs locales={locales} required={[]} isFilled={(locale) => Boolean(value.address[locale]?.trim())} hasError={(locale) => errors.hasFieldIn(`address.${locale}`)} isStale={stale.localeStale}>
          {(locale) => (
            <>
              <RussianOriginal locale={locale} text={value.address.ru} stale={stale} field="address" />
              <Input id={`contacts-address-${locale}`} lang={locale} label={t('address.in', { language: tl(locale) })} value={value.address[locale] ?? ''} maxLength={300} onChange={(event) => set({ address: { ...value.address, [locale]: event.target.value } })} error={errors.fieldText(`address.${locale}`)} />
            </>
          )}
        </LocaleTabs>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input id="contacts-latitude" inputMode="decimal" label={t('address.latitude')} value={value.latitude} onChange={(event) => set({ latitude: event.target.value })} error={errors.fieldText('latitude')} />
          <Input id="contacts-longitude" inputMode="decimal" label={t('address.longitude')} value={value.longitude} onChange={(event) => set({ longitude: event.target.value })} error={errors.fieldText('longitude')} />
        </div>
        <p className="text-sm text-muted">{t('address.mapHint')}</p>
      </fieldset>
    </ContentEditorForm>
  );
}
