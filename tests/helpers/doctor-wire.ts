/**
 * A doctor as the /pro doctors API answers it (lib/business/site/doctors/editor.ts doctorToWire),
 * Russian only, for the component tests' mocked server: its id, name, page address and photo.
 */
export const doctorWire = (ID: number, ru: string, SLUG = `doctor-${ID}`, PHOTO: string | null = null, POSITION = ID) => ({
  ID,
  SLUG,
  FULL_NAME: { ru },
  SPECIALTY: { ru: 'Терапевт' },
  EDUCATION: { ru: '' },
  SERVICES: { ru: '' },
  SCHEDULE: { ru: '' },
  BIO: { ru: '' },
  LANGUAGES: ['ru'],
  EXPERIENCE_YEARS: null,
  PUBLISHED: true,
  POSITION,
  VERSION: 1,
  PHOTO,
  PHOTO_IMAGE: null,
  URL: `/l/demo-clinic/specialists/${SLUG}`,
});
