'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { inboxExportFileName } from '@/lib/business/inbox/export-name';
import { isApiError } from '@/lib/api-client/errors';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { pushToast } from '@/stores/toast-store';
import { businessErrorText } from '../business-error-texts';
import { cabinetPath, useProCabinet } from '../use-pro-cabinet';
import { filterQuery, type InboxFilterState } from './inbox-data';

/**
 * "Download CSV": the rows the filter selects, every page (GET …/{area}/export with the list's
 * query). The file comes through the API client (Basic authorization, the session) as a blob and
 * is saved under the server's name; a refusal (too many rows, the hourly limit) is said here.
 */
export function InboxExport({ area, filter, errorTexts }: { area: 'appointments' | 'questions'; filter: InboxFilterState; errorTexts: Record<string, string> }) {
  const t = useTranslations('BusinessInbox.export');
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const query = filterQuery(filter).toString();
      const blob = await client.getBlob(`${cabinetPath('read', companyCode, cabinetCode, `${area}/export`)}${query ? `?${query}` : ''}`);
      const file = inboxExportFileName(area, companyCode);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      pushToast({ message: t('done', { file }), variant: 'success' });
    } catch (failure) {
      // The server's text names how many rows were selected and how many a file holds.
      setError(isApiError(failure) && failure.code === 'export_too_large' && failure.message ? failure.message : businessErrorText(errorTexts, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button variant="secondary" size="sm" loading={busy} loadingLabel={t('busy')} onClick={download}>
          {t('button')}
        </Button>
        <p className="text-sm text-muted">{t('hint')}</p>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
