import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd, medicalClinicJsonLd, newsArticleJsonLd, physicianJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { breadcrumbsJsonLd, clinicJsonLd, newsItemJsonLd, specialistJsonLd, type JsonLdSite } from '@/lib/seo/site-json-ld';
import { company } from './seo-fixtures';

// schema.org structured data: the four builders, filled from a site, and safe serialization.

const clinic = { id: 'https://demo-clinic.kz/#clinic', name: 'Клиника Демо Мед', url: 'https://demo-clinic.kz/' };
const home = { id: 'home' as const, title: 'Главная', link: '/', slug: '', spa: true, items: [] };
const site: JsonLdSite = { locale: 'ru', locales: ['ru', 'kk'], company: company({ domains: ['demo-clinic.kz'] }), menu: [home] };

beforeEach(() => vi.stubEnv('PUBLIC_BASE_URL', 'https://clinics.example'));
afterEach(() => vi.unstubAllEnvs());

describe('builders', () => {
  it('MedicalClinic has name, url, address, phone, geo and no empty fields', () => {
    const node = medicalClinicJsonLd({ ...clinic, address: 'пр. Абая, 52', phones: ['+7 727 355 12 34', '+7 701'], latitude: '43.2', longitude: '76.9', email: null, mapUrl: '' });
    expect(node).toEqual({
      '@type': 'MedicalClinic',
      '@id': clinic.id,
      name: clinic.name,
      url: clinic.url,
      address: { '@type': 'PostalAddress', streetAddress: 'пр. Абая, 52' },
      telephone: '+7 727 355 12 34',
      geo: { '@type': 'GeoCoordinates', latitude: 43.2, longitude: 76.9 },
    });
  });

  it('Physician names the specialist and the clinic it practises at', () => {
    const node = physicianJsonLd({ name: 'Елена Ким', url: 'https://demo-clinic.kz/specialists/elena-kim', specialty: 'Кардиолог', image: null, languages: ['ru'], clinic });
    expect(node['@type']).toBe('Physician');
    expect(node.description).toBe('Кардиолог');
    expect(node.knowsLanguage).toEqual(['ru']);
    expect(node.parentOrganization).toEqual({ '@type': 'MedicalClinic', '@id': clinic.id, name: clinic.name, url: clinic.url });
    expect(node).not.toHaveProperty('image');
  });

  it('NewsArticle has headline, ISO dates, language, author and publisher with its logo', () => {
    const node = newsArticleJsonLd({ headline: 'Новости', url: 'https://demo-clinic.kz/news/a/b', datePublished: new Date('2026-03-05T10:00:00Z'), locale: 'ru', publisher: { ...clinic, logo: 'https://demo-clinic.kz/logo.svg' } });
    expect(node).toMatchObject({ '@type': 'NewsArticle', headline: 'Новости', datePublished: '2026-03-05T10:00:00.000Z', dateModified: '2026-03-05T10:00:00.000Z', inLanguage: 'ru' });
    expect(node.publisher).toMatchObject({ name: clinic.name, logo: { '@type': 'ImageObject', url: 'https://demo-clinic.kz/logo.svg' } });
  });

  it('NewsArticle cuts a headline longer than 110 characters', () => {
    const node = newsArticleJsonLd({ headline: 'а'.repeat(200), url: 'u', datePublished: '2026-03-05', locale: 'ru', publisher: clinic });
    expect((node.headline as string).length).toBe(110);
  });

  it('BreadcrumbList numbers the steps from 1 with their URLs', () => {
    expect(breadcrumbJsonLd([{ name: 'Главная', url: 'https://x/' }, { name: 'Контакты', url: 'https://x/contacts' }])).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://x/' },
        { '@type': 'ListItem', position: 2, name: 'Контакты', item: 'https://x/contacts' },
      ],
    });
  });
});

describe('filled from a site', () => {
  it('the clinic uses the canonical (custom domain) URLs, one @id in every locale, the offered languages', () => {
    const node = clinicJsonLd({ ...site, locale: 'kk' });
    expect(node['@id']).toBe('https://demo-clinic.kz/#clinic');
    expect(node.url).toBe('https://demo-clinic.kz/kk');
    expect(node.logo).toBe('https://demo-clinic.kz/demo/demo-clinic/logo.svg');
    expect(node.knowsLanguage).toEqual(['ru', 'kk']);
  });

  it('a day with a lunch break is two OpeningHoursSpecification intervals; days with the same intervals share them; a closed day is left out', () => {
    const pause = { opens: '09:00', closes: '18:00', break: { from: '13:00', to: '14:00' } };
    const node = clinicJsonLd({ ...site, company: company({ openingHours: { mo: pause, tu: pause, we: { opens: '09:00', closes: '18:00' }, th: null, fr: pause, sa: { opens: '10:00', closes: '13:00' }, su: null } }) });
    const day = (name: string) => `https://schema.org/${name}`;
    expect(node.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Monday'), day('Tuesday'), day('Friday')], opens: '09:00', closes: '13:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Monday'), day('Tuesday'), day('Friday')], opens: '14:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Wednesday')], opens: '09:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Saturday')], opens: '10:00', closes: '13:00' },
    ]);
  });

  it('breadcrumbs start at the home named as in the menu', () => {
    const node = breadcrumbsJsonLd(site, [{ name: 'Контакты', path: 'contacts' }]);
    expect(node.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://demo-clinic.kz/' },
      { '@type': 'ListItem', position: 2, name: 'Контакты', item: 'https://demo-clinic.kz/contacts' },
    ]);
  });

  it('a specialist and a news item get their page URLs on a /l/{slug} site', () => {
    const platform = { ...site, company: company() };
    const doctor = specialistJsonLd(platform, { slug: 'elena-kim', fullName: { ru: 'Ким Елена' }, specialty: { ru: 'Кардиолог' }, photo: '/demo/e.svg', languages: ['ru'] });
    expect(doctor.url).toBe('https://clinics.example/l/demo-clinic/specialists/elena-kim');
    expect(doctor.image).toBe('https://clinics.example/demo/e.svg');
    const article = newsItemJsonLd(platform, { categorySlug: 'clinic-news', slug: 'open', title: { ru: 'Открытие' }, publishedAt: '2026-03-05T10:00:00Z' });
    expect(article.url).toBe('https://clinics.example/l/demo-clinic/news/clinic-news/open');
  });
});

describe('serializeJsonLd', () => {
  it('escapes </script> and other markup so clinic text cannot close the script element', () => {
    const text = serializeJsonLd(breadcrumbJsonLd([{ name: '</script><script>alert(1)</script>&', url: 'https://x/' }]));
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script><script>alert(1)</script>&');
  });

  it('one node gets @context; several become a @graph', () => {
    expect(JSON.parse(serializeJsonLd(breadcrumbJsonLd([])))['@context']).toBe('https://schema.org');
    const graph = JSON.parse(serializeJsonLd([medicalClinicJsonLd(clinic), breadcrumbJsonLd([])]));
    expect(graph['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual(['MedicalClinic', 'BreadcrumbList']);
  });

  it('escapes U+2028 and U+2029', () => {
    expect(serializeJsonLd(breadcrumbJsonLd([{ name: 'a\u2028b\u2029', url: 'u' }]))).toContain('a\\u2028b\\u2029');
  });
});

describe('<JsonLd>', () => {
  it('renders one application/ld+json script whose text a `</script>` in the data cannot end', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: breadcrumbJsonLd([{ name: '</script><b>x</b>', url: 'https://x/' }]) }));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json).itemListElement[0].name).toBe('</script><b>x</b>');
  });
});
