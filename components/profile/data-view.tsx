'use client';

import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { focusOnMount } from '@/components/ui/focus-on-mount';
import { Modal } from '@/components/ui/modal';
import type { ApiClientConfig } from '@/lib/api-client/config';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { localePrefix } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/message-files';
import { useAuthStore } from '@/stores/auth-store';
import { errorText, ProfileHeading, StatusLine } from './profile-api';

export type DataTexts = Messages['ProfileData'];

/** Personal data: download everything as JSON, delete the account with the password. */
export function DataView({ config, texts }: { config: ApiClientConfig; texts: DataTexts }) {
  return (
    <PersonalData config={config} texts={texts} />
  );
}

function PersonalData({ config, texts }: { config: ApiClientConfig; texts: DataTexts }) {
  const client = useApiClient();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      const blob = await client.getBlob('/api-front2/v1/user/export');
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `personal-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setDownloadError(errorText(error, { ...texts.errors, unknown: texts.downloadFailed }));
    } finally {
      setDownloading(false);
    }
  }

  if (deleted) {
    return (
      <section className="flex max-w-2xl flex-col gap-4">
        <ProfileHeading title={texts.title} />
        {/* It replaces the button pressed (and the dialog): it takes the focus, so it is read at once. */}
        <p ref={focusOnMount} tabIndex={-1} role="status" className="font-medium text-brand-800 focus:outline-none">
          {texts.deleted}
        </p>
        <p>
          <a href={localePrefix(config.locale) || '/'} className="font-medium text-brand-700 underline">
            {texts.home}
          </a>
        </p>
      </section>
    );
  }

  return (
    <section className="flex max-w-2xl flex-col gap-8">
      <ProfileHeading title={texts.title} intro={texts.intro} />
      <section aria-labelledby="data-download" className="flex flex-col gap-3">
        <h2 id="data-download" className="text-xl font-semibold">
          {texts.downloadTitle}
        </h2>
        <p>{texts.downloadText}</p>
        <div>
          <Button onClick={download} loading={downloading} loadingLabel={texts.downloading}>
            {downloading ? texts.downloading : texts.download}
          </Button>
        </div>
        <StatusLine tone="error">{downloadError}</StatusLine>
      </section>
      <section aria-labelledby="data-delete" className="flex flex-col gap-3">
        <h2 id="data-delete" className="text-xl font-semibold">
          {texts.deleteTitle}
        </h2>
        <p>{texts.deleteText}</p>
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
            {texts.deleteButton}
          </Button>
          <Modal open={open} onOpenChange={setOpen} title={texts.dialogTitle} description={texts.dialogText} closeLabel={texts.cancel}>
            <DeleteForm
              texts={texts}
              onDeleted={() => {
                setOpen(false);
                setDeleted(true);
                useAuthStore.getState().setStatus('unauthorized');
              }}
            />
          </Modal>
        </div>
      </section>
    </section>
  );
}

type DeleteValues = { password: string };

function DeleteForm({ texts, onDeleted }: { texts: DataTexts; onDeleted: () => void }) {
  const form = useApiForm<DeleteValues>({
    fields: ['password'],
    schema: () => import('@/lib/accounts/schemas').then((schemas) => schemas.deleteAccountSchema),
    path: '/api-front2/v1/user/delete',
    errorTexts: texts.errors,
    formCodes: { rate_limited: 'rate_limited', login_required: 'login_required', owns_company: 'owns_company' },
    eager: true,
    onSuccess: onDeleted,
  });
  return (
    <ApiForm form={form} submit={texts.confirm} submitting={texts.deleting}>
      <TextField {...form.field('password')} label={texts.password} type="password" autoComplete="current-password" required maxLength={200} />
    </ApiForm>
  );
}
