import { REVIEW_LIMITS } from '@/lib/content/reviews/schemas';
import type { SpecialistSummaryRecord } from '@/lib/content/specialists/queries';
import { MESSAGES } from '@/lib/i18n/message-files';
import { pickLocalized } from '@/lib/i18n/localized';
import { privacyLink } from '@/lib/site/legal-footer';
import type { Site } from '@/lib/site/load-site';
import { ReviewForm } from './review-form';

/** The anchor the reviews page's "Leave a review" link points at. */
export const REVIEW_FORM_ANCHOR = 'leave-review';

type Props = { site: Site; specialists: SpecialistSummaryRecord[]; defaultSpecialist?: string };

/** "Leave a review": the heading and note from the server, the form as a client island. */
export function ReviewFormSection({ site, specialists, defaultSpecialist }: Props) {
  const texts = MESSAGES[site.locale].Reviews.form;
  return (
    <section id={REVIEW_FORM_ANCHOR} aria-labelledby={`${REVIEW_FORM_ANCHOR}-title`} className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={`${REVIEW_FORM_ANCHOR}-title`} className="mb-1 text-xl font-semibold">
        {texts.title}
      </h2>
      <p className="mb-5 text-sm text-slate-700">{texts.intro}</p>
      <ReviewForm
        companyCode={site.company.code}
        clinicName={pickLocalized(site.company.name, site.locale)}
        policy={privacyLink(site)}
        specialists={specialists.map((s) => ({ slug: s.slug, name: pickLocalized(s.fullName, site.locale) }))}
        defaultSpecialist={defaultSpecialist}
        limits={{ authorName: REVIEW_LIMITS.authorName, text: REVIEW_LIMITS.text }}
        texts={texts}
      />
    </section>
  );
}
