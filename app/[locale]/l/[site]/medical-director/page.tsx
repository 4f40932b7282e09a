import type { Metadata } from 'next';
import { DirectorBlog } from '@/components/news/director-blog';
import { getDirectorPosts } from '@/lib/content/director/service';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata(params, 'medical-director', 'Director');
}

/** The medical director's blog (SPEC 2.2 /medical-director, reached by the alias «Блог главного врача»), newest first. */
export default async function MedicalDirectorPage({ params }: Props) {
  const site = await loadSitePage(params, 'medical-director');
  return <DirectorBlog site={site} posts={await getDirectorPosts(site.company.code, site.company.id)} />;
}
