import { getTranslations } from 'next-intl/server';
import { NewsItems } from '@/components/news/news-items';
import { loadNewsIndex } from '@/lib/content/news/load';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Site } from '@/lib/site/load-site';

/**
 * The blog layout's own home block (SPEC 2.6 landing-blog, whose menu is the home alone): the
 * newest items of its first news category, which a blog's reader comes for, and the way to all of
 * them (news routes need no menu item, SPEC 2.5).
 */
export async function HomeNews({ site }: { site: Site }) {
  const first = (await loadNewsIndex(site)).find((entry) => entry.total > 0);
  if (!first) return null;
  const t = await getTranslations({ locale: site.locale, namespace: 'News' });
  const name = pickLocalized(first.category.name, site.locale);
  return (
    <section aria-labelledby="home-news" className="flex flex-col gap-3" data-home-news>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="home-news" className="text-xl font-semibold">
          {name}
        </h2>
        <a href={first.front.baseCategoryUrl} className="py-1 font-medium text-brand-800 underline underline-offset-4">
          {t('allInCategory', { category: name })}
        </a>
      </div>
      <NewsItems items={first.items} front={first.front} locale={site.locale} headingLevel={3} />
    </section>
  );
}
