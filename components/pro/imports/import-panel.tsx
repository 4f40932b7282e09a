'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { Button } from '@/components/ui/button';
import { ImportPreviewTable } from './import-preview-table';
import type { ImportPreview } from './import-types';

type Props<T> = {
  /** What the import takes, in the user's language. */
  intro: string;
  /** The calls' tails: `materials/import` (POST it and `…/preview`) and the template's (`materials/import/template`). */
  importTail: string;
  templateTail: string;
  templateName: string;
  /** The form's other fields (where the rows go); the preview is read again when they change. */
  fields?: Record<string, string>;
  /** The controls that set `fields`. */
  children?: ReactNode;
  onImported: (answer: T) => void;
};

/**
 * Import from a spreadsheet (issue 31): the templates to download, a file to pick, the preview of
 * every row with its errors, and the import, offered only when no row has an error. Nothing is
 * stored before the import; the server checks everything again and stores all rows or none.
 */
export function ImportPanel<T>({ intro, importTail, templateTail, templateName, fields = {}, children, onImported }: Props<T>) {
  const t = useTranslations('Imports.ui');
  const { client, read, write } = useCabinetCalls();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const formOf = (chosen: File) => {
    const form = new FormData();
    form.append('file', chosen, chosen.name);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  };
  const preview = useQuery({
    queryKey: ['import-preview', importTail, file?.name, file?.size, file?.lastModified, fields],
    queryFn: async () => (await client.post<{ data: ImportPreview }>(write(`${importTail}/preview`), formOf(file!))).data,
    enabled: file !== null,
    gcTime: 0,
    retry: false,
  });
  const run = useMutation({ mutationFn: async () => client.post<T>(write(importTail), formOf(file!)), onSuccess: onImported });
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function download(format: 'xlsx' | 'csv') {
    setDownloadError(null);
    try {
      const blob = await client.getBlob(read(templateTail), { query: { format } });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${templateName}.${format}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : String(error));
    }
  }

  const ready = preview.data && preview.data.invalid === 0 && preview.data.valid > 0 ? preview.data.valid : 0;
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={`${fileId}-title`}>
      <h2 id={`${fileId}-title`} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-muted">{intro}</p>
      <div className="flex flex-wrap items-center gap-2">
        <span>{t('template')}</span>
        <Button variant="secondary" size="sm" onClick={() => download('xlsx')}>
          {t('templateXlsx')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => download('csv')}>
          {t('templateCsv')}
        </Button>
      </div>
      {downloadError && (
        <p role="alert" className="text-red-800">
          {downloadError}
        </p>
      )}
      {children}
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="font-medium">
          {t('file')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            run.reset();
            setFile(event.target.files?.[0] ?? null);
          }}
        />
      </div>
      {preview.isFetching && <p role="status">{t('checking')}</p>}
      {preview.error && (
        <p role="alert" className="text-red-800">
          {preview.error.message}
        </p>
      )}
      {preview.data && !preview.isFetching && <ImportPreviewTable preview={preview.data} />}
      {preview.data && preview.data.invalid > 0 && <p className="font-medium">{t('fixAndRetry')}</p>}
      {run.error && (
        <p role="alert" className="text-red-800">
          {run.error.message}
        </p>
      )}
      <div>
        <Button disabled={!ready || preview.isFetching} loading={run.isPending} loadingLabel={t('importing')} onClick={() => run.mutate()}>
          {t('confirm', { count: ready || (preview.data?.valid ?? 0) })}
        </Button>
      </div>
    </section>
  );
}
