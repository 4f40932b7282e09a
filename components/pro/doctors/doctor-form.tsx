'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert, TextAreaField, TextField } from '@/components/forms/fields';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { MachineDraft } from '@/components/pro/editor/machine-draft';
import { RussianOriginal } from '@/components/pro/translations/russian-original';
import { useStaleFields } from '@/components/pro/translations/use-stale-fields';
import { SaveConflict } from '@/components/pro/save-conflict';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { useVersionedSave } from '@/components/pro/use-versioned-save';
import { Button } from '@/components/ui/button';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { DOCTOR_TEXTS, WIRE_OF, type Doctor, type DoctorText } from './doctor-types';

/** The limits of lib/business/site/doctors/schemas.ts (DOCTOR_LIMITS). */
const LIMITS: Record<DoctorText, number> = { full_name: 200, specialty: 200, education: 5000, services: 5000, schedule: 5000, bio: 5000 };
const REQUIRED: readonly DoctorText[] = ['full_name', 'specialty'];

type Texts = Partial<Record<Locale, string>>;
type Values = { texts: Record<DoctorText, Texts>; slug: string; languages: string[]; experience: string; published: boolean };

function valuesOf(doctor: Doctor | null): Values {
  const texts = Object.fromEntries(DOCTOR_TEXTS.map((name) => [name, doctor ? { ...doctor[WIRE_OF[name]] } : {}])) as Record<DoctorText, Texts>;
  return { texts, slug: doctor?.SLUG ?? '', languages: doctor?.LANGUAGES ?? ['ru'], experience: doctor?.EXPERIENCE_YEARS?.toString() ?? '', published: doctor?.PUBLISHED ?? true };
}

/**
 * A doctor's form (a new doctor when `doctor` is null): the texts per language, slug, languages,
 * experience, published; saved from its VERSION (useVersionedSave), a colleague's save meanwhile is
 * the conflict notice. The fields are uncontrolled: "take theirs" mounts them anew (`round`).
 */
export function DoctorForm({ doctor, locales, onSaved }: { doctor: Doctor | null; locales: Locale[]; onSaved: (doctor: Doctor, created: boolean) => void }) {
  const t = useTranslations('BusinessDoctors');
  const tLanguages = useTranslations('BusinessDoctors.languageNames');
  const { client, write } = useCabinetCalls();
  const errorTexts = useBusinessErrorTexts('specialists.edit');
  const formId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(doctor));
  // Remounts the uncontrolled fields when the form is reset to a colleague's version.
  const [round, setRound] = useState(0);
  // Remounts one language's uncontrolled fields when a machine draft filled them.
  const [drafted, setDrafted] = useState<Partial<Record<Locale, number>>>({});
  const save = useVersionedSave<Doctor>({
    version: doctor?.VERSION ?? null,
    send: async (_body, version) => {
      const path = write(doctor ? `doctors/${doctor.ID}` : 'doctors');
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
  const stale = useStaleFields('doctor', doctor?.ID, save.version);
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
      <LocaleTabs locales={locales} isFilled={isFilled} hasError={hasError} isStale={stale.localeStale}>
        {(l) => (
          <>
            <MachineDraft
              locale={l}
              fields={DOCTOR_TEXTS.map((name) => ({ key: name, ru: values.texts[name].ru, current: values.texts[name][l] }))}
              onDraft={(drafts) => {
                setValues((v) => ({ ...v, texts: Object.fromEntries(DOCTOR_TEXTS.map((name) => [name, typeof drafts[name] === 'string' ? { ...v.texts[name], [l]: drafts[name] } : v.texts[name]])) as Values['texts'] }));
                setDrafted((counts) => ({ ...counts, [l]: (counts[l] ?? 0) + 1 }));
              }}
            />
            {DOCTOR_TEXTS.map((name) => {
              const Field = name === 'full_name' || name === 'specialty' ? TextField : TextAreaField;
              return (
                <div key={name} className="flex flex-col gap-2">
                  <RussianOriginal locale={l} text={values.texts[name].ru} stale={stale} field={name} />
                  <Field
                    key={`${name}-${drafted[l] ?? 0}`}
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
                </div>
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
