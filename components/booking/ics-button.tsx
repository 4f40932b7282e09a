'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { failureMessage } from './booking-api';
import type { BookingTexts } from './types';

/**
 * "Add to calendar": the visit's .ics (GET …/booking/visit.ics, which needs the API's
 * authorization as every call does) fetched by the page's client and saved as a file.
 */
export function IcsButton({ token, clinicCode, texts }: { token: string; /** The clinic whose site shows the button (none in /profile). */ clinicCode?: string; texts: Pick<BookingTexts, 'addToCalendar' | 'unknown' | 'network'> }) {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const blob = await client.getBlob('/front/v1/booking/visit.ics', { query: clinicCode ? { token, COMPANY_CODE: clinicCode } : { token } });
      const url = URL.createObjectURL(new Blob([blob], { type: 'text/calendar' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `visit-${token.split('.')[0]}.ics`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (caught) {
      setError(failureMessage(caught, texts));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" loading={busy} loadingLabel={texts.addToCalendar} onClick={() => void download()} data-add-calendar>
        {texts.addToCalendar}
      </Button>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
