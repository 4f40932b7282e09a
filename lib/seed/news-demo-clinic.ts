import { clinicNewsArchive } from './news-demo-clinic-archive';
import { clinicNewsRecent } from './news-demo-clinic-recent';
import { healthTips, promotions } from './news-demo-clinic-tips';
import { t, type NewsCategorySeed } from './types';

/** Three categories; "Clinic news" holds 15 items so its list spans more than one page. */
export const demoClinicNewsCategories: NewsCategorySeed[] = [
  {
    informationCode: 'CLINIC_NEWS',
    slug: 'clinic-news',
    name: t('Новости клиники', 'Клиника жаңалықтары', 'Klinika yangiliklari', 'Clinic news'),
    image: '/demo/demo-clinic/news/clinic.svg',
    news: [...clinicNewsRecent, ...clinicNewsArchive],
  },
  {
    informationCode: 'HEALTH_TIPS',
    slug: 'health-tips',
    name: t('Советы врачей', 'Дәрігер кеңестері', 'Shifokor maslahatlari', 'Health tips'),
    image: '/demo/demo-clinic/news/health.svg',
    news: healthTips,
  },
  {
    informationCode: 'PROMOTIONS',
    slug: 'promotions',
    name: t('Акции', 'Акциялар', 'Aksiyalar', 'Special offers'),
    image: '/demo/demo-clinic/news/promo.svg',
    news: promotions,
  },
];
