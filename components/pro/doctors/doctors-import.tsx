'use client';

import { useTranslations } from 'next-intl';
import { ImportPanel } from '@/components/pro/imports/import-panel';
import type { Doctor } from './doctor-types';

/** What the doctors import answers: every doctor of the company, and how many rows added or updated one. */
export type DoctorsImported = { data: Doctor[]; created: number; updated: number };

/**
 * Doctors from a spreadsheet (issue 31): the generic import panel with the doctors' template; a
 * row naming a doctor already on the site updates that doctor (the preview says so on its row).
 */
export function DoctorsImport({ onImported }: { onImported: (answer: DoctorsImported) => void }) {
  const t = useTranslations('Imports.ui');
  return (
    <ImportPanel<DoctorsImported> intro={t('doctorsIntro')} importTail="doctors/import" templateTail="doctors/import/template" templateName="doctors-template" onImported={onImported}>
      <p className="text-muted">{t('doctorsNote')}</p>
    </ImportPanel>
  );
}
