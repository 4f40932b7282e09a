'use client';

import { useTranslations } from 'next-intl';

/** Where clinics in Kazakhstan and Uzbekistan create the records (issue 31): a few lines per registrar, no screenshots, no guessed links. */
export function RegistrarHelp() {
  const t = useTranslations('BusinessDomains');
  return (
    <section aria-labelledby="domains-registrars-title" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="domains-registrars-title" className="text-xl font-semibold">
        {t('registrarsTitle')}
      </h2>
      <p className="text-muted">{t('registrarsIntro')}</p>
      <ul className="flex list-disc flex-col gap-2 pl-5">
        <li>{t('registrarPsKz')}</li>
        <li>{t('registrarHosterKz')}</li>
        <li>{t('registrarAhostUz')}</li>
      </ul>
    </section>
  );
}
