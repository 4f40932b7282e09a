import type { ReactNode } from 'react';
import { fill } from '@/components/forms/use-api-form';
import { formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/locales';
import type { OsmsStatusAnswer } from '@/lib/insurance/schemas';
import type { OsmsCheckTexts } from './osms-check';


const TONES = {
  good: 'border-green-700 bg-green-50 text-green-950',
  warn: 'border-amber-700 bg-amber-50 text-amber-950',
  plain: 'border-slate-300 bg-white text-ink',
  bad: 'border-red-700 bg-red-50 text-red-900',
} as const;

function Box({ tone, title, children, result }: { tone: keyof typeof TONES; title?: string; children: ReactNode; result: string }) {
  return (
    <div data-osms-result={result} className={`flex flex-col gap-2 rounded-lg border p-4 ${TONES[tone]}`}>
      {title && <h3 className="text-lg font-semibold">{title}</h3>}
      {children}
    </div>
  );
}

/** What the check found: never a status the provider did not give. */
export function OsmsResult({ answer, locale, texts }: { answer: OsmsStatusAnswer; locale: Locale; texts: OsmsCheckTexts }) {
  if (answer.result === 'not_configured') {
    return (
      <Box tone="plain" result="not_configured">
        <p>{texts.notConfigured}</p>
      </Box>
    );
  }
  if (answer.result === 'not_found') {
    return (
      <Box tone="plain" title={texts.notFound} result="not_found">
        <p>{texts.notFoundText}</p>
      </Box>
    );
  }
  if (!answer.insured) {
    return (
      <Box tone="warn" title={texts.notInsured} result="not_insured">
        <p>{texts.notInsuredText}</p>
      </Box>
    );
  }
  return (
    <Box tone="good" title={texts.insured} result="insured">
      {answer.category && <p className="font-medium">{fill(texts.category, { category: texts.categories[answer.category] })}</p>}
      {answer.validUntil && <p>{fill(texts.validUntil, { date: formatDate(answer.validUntil, locale) })}</p>}
      <p>{texts.insuredText}</p>
    </Box>
  );
}
