import { t, type AlbumSeed } from './types';

/** Photo files live in public/demo/{company}/gallery/{file}.svg; all are 1200×800. */
export const GALLERY_PHOTO_SIZE = { width: 1200, height: 800 } as const;

export const demoClinicAlbums: AlbumSeed[] = [
  {
    title: t('Интерьер клиники', 'Клиниканың интерьері', 'Klinika interyeri', 'Inside the clinic'),
    photos: [
      { file: 'reception', caption: t('Регистратура на первом этаже', 'Бірінші қабаттағы тіркеу бөлімі', 'Birinchi qavatdagi roʻyxatga olish boʻlimi', 'Reception on the ground floor') },
      { file: 'waiting-area', caption: t('Зона ожидания', 'Күту аймағы', 'Kutish zali', 'Waiting area') },
      { file: 'corridor', caption: t('Коридор второго этажа', 'Екінші қабаттың дәлізі', 'Ikkinchi qavat yoʻlagi', 'First-floor corridor') },
    ],
  },
  {
    title: t('Кабинеты врачей', 'Дәрігерлер кабинеттері', 'Shifokorlar xonalari', 'Consulting rooms'),
    photos: [
      { file: 'treatment-room', caption: t('Процедурный кабинет', 'Емшара кабинеті', 'Muolaja xonasi', 'Treatment room') },
      { file: 'ophthalmology', caption: t('Кабинет офтальмолога', 'Офтальмолог кабинеті', 'Oftalmolog xonasi', 'Eye clinic') },
    ],
  },
  {
    title: t('Диагностика', 'Диагностика', 'Diagnostika', 'Diagnostics'),
    photos: [
      { file: 'mri', caption: t('МРТ с открытым контуром', 'Ашық контурлы МРТ', 'Ochiq konturli MRT', 'Open-bore MRI scanner') },
      { file: 'ultrasound', caption: t('Кабинет УЗИ', 'УДЗ кабинеті', 'UTT xonasi', 'Ultrasound room') },
      { file: 'laboratory', caption: t('Лаборатория', 'Зертхана', 'Laboratoriya', 'Laboratory') },
    ],
  },
];

export const familyMedAlbums: AlbumSeed[] = [
  {
    title: t('Наша клиника', 'Біздің клиника'),
    photos: [
      { file: 'reception', caption: t('Регистратура', 'Тіркеу бөлімі') },
      { file: 'kids-corner', caption: t('Детский уголок', 'Балалар бұрышы') },
    ],
  },
  {
    title: t('Кабинеты', 'Кабинеттер'),
    photos: [
      { file: 'procedure-room', caption: t('Процедурный кабинет', 'Емшара кабинеті') },
      { file: 'ecg', caption: t('Кабинет функциональной диагностики', 'Функционалдық диагностика кабинеті') },
    ],
  },
];
