'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert, TextAreaField, TextField } from '@/components/forms/fields';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { DeleteSection } from '@/components/pro/delete-section';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { SaveConflict } from '@/components/pro/save-conflict';
import { offeredLocales } from '@/components/pro/news/news-types';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { useVersionedSave } from '@/components/pro/use-versioned-save';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { DoctorPhoto } from './doctor-photo';
import { DOCTOR_TEXTS, pick, WIRE_OF, type Doctor, type DoctorText } from './doctor-types';
import { useDoctorsKey } from './use-doctors-key';

/** The limits of lib/business/site/doctors/schemas.ts (DOCTOR_LIMITS). */
const LIMITS: Record<DoctorText, number> = { full_name: 200, specialty: 200, education: 5000, services: 5000, schedule: 5000, bio: 5000 };
const REQUIRED: readonly DoctorText[] = ['full_name', 'specialty'];

type Texts = Partial<Record<Locale, string>>;
type Values = { texts: Record<DoctorText, Texts>; slug: string; languages: string[]; experience: string; published: boolean };

function valuesOf(doctor: Doctor | null): Values {
  const texts = Object.fromEntries(DOCTOR_TEXTS.map((name) => [name, doctor ? { ...doctor[WIRE_OF[name]] } : {}])) as Record<DoctorText, Texts>;
  return { texts, slug: doctor?.SLUG ?? '', languages: doctor?.LANGUAGES ?? ['ru'], experience: doctor?.EXPERIENCE_YEARS?.toString() ?? '', published: doctor?.PUBLISHED ?? true };
}

/** One doctor: the form (a new doctor when `id` is null), the photo once the doctor exists, and deleting. */
export function DoctorEditor({ id }: { id: number | null }) {
  const t = useTranslations('BusinessDoctors');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { companyCode, cabinetCode, company } = useProCabinet();
  const key = useDoctorsKey();
  const doctor = useQuery({
    queryKey: [...key, 'item', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => (await client.get<{ data: Doctor }>(cabinetPath('read', companyCode, cabinetCode, `doctors/${id}`), { signal })).data,
  });
  const current = id === null ? null : (doctor.data ?? null);

  function onSaved(next: Doctor, created: boolean) {
    queryClient.setQueryData([...key, 'item', next.ID], next);
    void queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
    if (created) router.replace(`${pathname}?doctor=${next.ID}`);
  }

  async function remove() {
    await client.delete(cabinetPath('write', companyCode, cabinetCode, `doctors/${id}`));
    queryClient.removeQueries({ queryKey: [...key, 'item', id] });
    await queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
  }

  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link href={pathname} className="text-brand-700 underline underline-offset-4">
          {t('backToList')}
        </Link>
      </div>
      <h1 className="min-w-0 break-words text-2xl font-bold">{current ? pick(current.FULL_NAME, locale) || t('editTitle') : t('newTitle')}</h1>
      {id !== null && <QueryStatus query={doctor} texts={loadTexts(t)} />}
      {(id === null || current) && (
        <>
          {current && (
            <p>
              <a href={current.URL} target="_blank" rel="noopener" className="text-brand-700 underline underline-offset-4">
                {t('openOnSite')}
              </a>
            </p>
          )}
          {current && <DoctorPhoto doctor={current} onChanged={(next) => queryClient.setQueryData([...key, 'item', next.ID], next)} />}
          <DoctorForm key={current ? `${current.ID}` : 'new'} doctor={current} locales={offeredLocales(company)} onSaved={onSaved} />
          {current && <DeleteSection id="doctor-delete-title" namespace="BusinessDoctors.delete" values={{ name: pick(current.FULL_NAME, locale) }} remove={remove} backTo={pathname} />}
        </>
      )}
    </div>
  );
}

function DoctorForm({ doctor, locales, onSaved }: { doctor: Doctor | null; locales: Locale[]; onSaved: (doctor: Doctor, created: boolean) => void }) {
  const t = useTranslations('BusinessDoctors');
  const tLanguages = useTranslations('BusinessDoctors.languageNames');
  const client = useApiClient();
  const errorTexts = useBusinessErrorTexts('specialists.edit');
  const { companyCode, cabinetCode } = useProCabinet();
  const formId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(doctor));
  // Remounts the uncontrolled fields when the form is reset to a colleague's version.
  const [round, setRound] = useState(0);
  const save = useVersionedSave<Doctor>({
    version: doctor?.VERSION ?? null,
    send: async (_body, version) => {
      const path = cabinetPath('write', companyCode, cabinetCode, doctor ? `doctors/${doctor.ID}` : 'doctors');
      return (doctor ? await client.put<{ data: Doctor }>(path, body(version)) : await client.post<{ data: Doctor }>(path, body(version))).data;
    },
    versionOf: (saved) => saved.VERSION,
    toast: () => (doctor ? t('saved.updated') : t('saved.created')),
    onSaved: (saved) => onSaved(saved, !doctor),
    onTakeTheirs: (theirs) => {
      setValues(valuesOf(theirs));
      setRound((r) => r + 1);
    },
  });
  const errors = save.fields;
  const formError = save.error ? ((Object.keys(errors).length > 0 && errorTexts.summary) || businessErrorText(errorTexts, save.error)) : null;

  const setText = (name: DoctorText, l: Locale, text: string) => setValues((v) => ({ ...v, texts: { ...v.texts, [name]: { ...v.texts[name], [l]: text } } }));
  const fieldError = (name: string) => {
    const code = errors[name];
    if (!code) return undefined;
    if (code === 'too_long') return t('tooLong', { max: LIMITS[name.split('.')[0] as DoctorText] ?? 100 });
    return errorTexts[code] ?? errorTexts.invalid;
  };

  function body(version: number | null) {
    const texts = Object.fromEntries(
      DOCTOR_TEXTS.map((name) => [name, Object.fromEntries(locales.map((l) => [l, (values.texts[name][l] ?? '').trim()]).filter(([, text]) => text))]),
    );
    const experience = values.experience.trim();
    return {
      ...texts,
      slug: values.slug.trim() || undefined,
      languages: values.languages,
      experience_years: experience === '' ? null : Number(experience),
      published: values.published,
      ...(version === null ? {} : { version }),
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.save();
  }

  const textLabel = (name: DoctorText) => t(`fields.${name}`);
  const isFilled = (l: Locale) => DOCTOR_TEXTS.some((name) => (values.texts[name][l] ?? '').trim() !== '');
  const hasError = (l: Locale) => DOCTOR_TEXTS.some((name) => errors[`${name}.${l}`]);

  return (
    <form key={round} onSubmit={submit} noValidate aria-labelledby={`${formId}-title`} className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${formId}-title`} className="text-lg font-semibold">
        {t('form.title')}
      </h2>
      <SaveConflict save={save} fieldLabel={(field) => ((DOCTOR_TEXTS as readonly string[]).includes(field) ? textLabel(field as DoctorText) : t(`fields.${field as 'slug'}`))} />
      {formError && <FormAlert>{formError}</FormAlert>}
      <LocaleTabs locales={locales} isFilled={isFilled} hasError={hasError}>
        {(l) => (
          <>
            {DOCTOR_TEXTS.map((name) => {
              const Field = name === 'full_name' || name === 'specialty' ? TextField : TextAreaField;
              return (
                <Field
                  key={name}
                  id={`${formId}-${name}-${l}`}
                  name={`${name}.${l}`}
                  label={textLabel(name)}
                  required={l === 'ru' && REQUIRED.includes(name)}
                  maxLength={LIMITS[name]}
                  defaultValue={values.texts[name][l] ?? ''}
                  error={fieldError(`${name}.${l}`)}
                  onChange={(event) => setText(name, l, (event.target as HTMLInputElement).value)}
                  {...(Field === TextAreaField ? { rows: 3 } : {})}
                />
              );
            })}
          </>
        )}
      </LocaleTabs>
      <TextField
        id={`${formId}-slug`}
        name="slug"
        label={t('fields.slug')}
        hint={t('form.slugHint')}
        maxLength={100}
        defaultValue={values.slug}
        autoComplete="off"
        spellCheck={false}
        error={fieldError('slug')}
        onChange={(event) => setValues((v) => ({ ...v, slug: (event.target as HTMLInputElement).value }))}
      />
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('fields.languages')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {LOCALES.map((code) => (
            <label key={code} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="languages"
                value={code}
                defaultChecked={values.languages.includes(code)}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setValues((v) => ({ ...v, languages: checked ? [...v.languages.filter((item) => item !== code), code] : v.languages.filter((item) => item !== code) }));
                }}
                className="size-5"
              />
              {tLanguages(code)}
            </label>
          ))}
        </div>
        {fieldError('languages') && <p className="text-sm font-medium text-red-700">{fieldError('languages')}</p>}
      </fieldset>
      <TextField
        id={`${formId}-experience`}
        name="experience_years"
        type="number"
        inputMode="numeric"
        min={0}
        max={80}
        label={t('fields.experience_years')}
        hint={t('form.experienceHint')}
        defaultValue={values.experience}
        error={fieldError('experience_years')}
        onChange={(event) => setValues((v) => ({ ...v, experience: (event.target as HTMLInputElement).value }))}
      />
      <label className="inline-flex min-h-11 items-center gap-2">
        <input type="checkbox" name="published" defaultChecked={values.published} onChange={(event) => setValues((v) => ({ ...v, published: event.currentTarget.checked }))} className="size-5" />
        {t('fields.published')}
      </label>
      <div>
        <Button type="submit" loading={save.saving}>
          {doctor ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
