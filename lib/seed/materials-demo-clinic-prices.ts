import type { PriceList } from '@/lib/content/materials/price-list';
import { t, type L } from './types';

const row = (service: L, price: number, extra: { from?: boolean; note?: L } = {}) => ({ service, price, from: extra.from ?? false, ...(extra.note && { note: extra.note }) });

/** The demo clinic's price list as a table (issue 19): the groups and prices its text listed. */
export const demoClinicPriceList: PriceList = {
  currency: 'KZT',
  groups: [
    {
      name: t('Приём врачей', 'Дәрігерлер қабылдауы', 'Shifokorlar qabuli', 'Doctors'),
      rows: [
        row(t('Терапевт, педиатр', 'Терапевт, педиатр', 'Terapevt, pediatr', 'GP, paediatrician'), 9000, {
          note: t('Повторный приём в течение 14 дней — со скидкой 50%', '14 күн ішіндегі қайта қабылдау — 50% жеңілдікпен', '14 kun ichida takroriy qabul — 50% chegirma bilan', 'Follow-up visits within 14 days are half price'),
        }),
        row(t('Кардиолог, невролог, эндокринолог, гинеколог', 'Кардиолог, невролог, эндокринолог, гинеколог', 'Kardiolog, nevrolog, endokrinolog, ginekolog', 'Cardiologist, neurologist, endocrinologist, gynaecologist'), 14000),
        row(t('Травматолог-ортопед, офтальмолог', 'Травматолог-ортопед, офтальмолог', 'Travmatolog-ortoped, oftalmolog', 'Orthopaedic surgeon, ophthalmologist'), 12000),
      ],
    },
    {
      name: t('Диагностика', 'Диагностика', 'Diagnostika', 'Diagnostics'),
      rows: [
        row(t('ЭКГ с расшифровкой', 'Қорытындысы бар ЭКГ', 'Xulosali EKG', 'ECG with interpretation'), 4500),
        row(t('Суточное мониторирование ЭКГ', 'ЭКГ-ны тәуліктік бақылау', 'EKGni sutkalik kuzatish', '24-hour ECG monitoring'), 18000),
        row(t('УЗИ органов брюшной полости', 'Құрсақ қуысы ағзаларының УДЗ', 'Qorin boʻshligʻi aʼzolari UTT', 'Abdominal ultrasound'), 12000),
        row(t('УЗИ щитовидной железы', 'Қалқанша бездің УДЗ', 'Qalqonsimon bez UTT', 'Thyroid ultrasound'), 8000),
        row(t('МРТ одной зоны', 'Бір аймақтың МРТ-сы', 'Bir soha MRTsi', 'MRI of one area'), 38000, { from: true }),
      ],
    },
    {
      name: t('Лаборатория', 'Зертхана', 'Laboratoriya', 'Laboratory'),
      rows: [
        row(t('Общий анализ крови', 'Жалпы қан талдауы', 'Umumiy qon tahlili', 'Complete blood count'), 2500),
        row(t('Общий анализ мочи', 'Жалпы зәр талдауы', 'Umumiy siydik tahlili', 'Urinalysis'), 1800),
        row(t('Глюкоза', 'Глюкоза', 'Glyukoza', 'Glucose'), 1200),
        row(t('Липидный профиль', 'Липидтік профиль', 'Lipid profili', 'Lipid profile'), 6000),
        row(t('ТТГ', 'ТТГ', 'TTG', 'TSH'), 3500),
      ],
    },
    {
      name: t('Программы check-up', 'Check-up бағдарламалары', 'Check-up dasturlari', 'Check-up programmes'),
      rows: [
        row(t('«Женское здоровье»', '«Әйелдер денсаулығы»', '«Ayollar salomatligi»', 'Women’s health'), 68000),
        row(t('«Мужское здоровье»', '«Ерлер денсаулығы»', '«Erkaklar salomatligi»', 'Men’s health'), 62000),
        row(t('«После 45»', '«45 жастан кейін»', '«45 yoshdan keyin»', 'Over 45'), 85000),
      ],
    },
  ],
};
