import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';

type Props = { locale: Locale; experienceYears: number | null; languages: string[]; className?: string };

/** Experience and the languages a specialist sees patients in. */
export async function SpecialistFacts({ locale, experienceYears, languages, className = '' }: Props) {
  const t = await getTranslations({ locale, namespace: 'Specialists' });
  const names: Record<string, string> = MESSAGES[locale].Specialists.languageNames;
  const spoken = languages.map((code) => names[code] ?? code);
  return (
    <div className={`flex flex-col gap-1 text-sm text-slate-700 ${className}`}>
      {experienceYears !== null && experienceYears > 0 && <p>{t('experience', { years: experienceYears })}</p>}
      {spoken.length > 0 && (
        <p>
          <span className="font-medium">{t('languages')}:</span> {spoken.join(', ')}
        </p>
      )}
    </div>
  );
}
