import { DoctorsPage } from '@/components/pro/doctors/doctors-page';
import { MachineDraftProvider } from '@/components/pro/editor/machine-draft-context';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { isTranslationConfigured } from '@/lib/translate';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessDoctors.title);

/** The business area: the doctors editor (specialists.edit). */
export default function ProDoctorsPage() {
  return (
    <MachineDraftProvider configured={isTranslationConfigured()}>
      <DoctorsPage />
    </MachineDraftProvider>
  );
}
