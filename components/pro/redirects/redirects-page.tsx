'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FieldError, FormAlert } from '@/components/forms/fields';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';
import { RequirePermission } from '@/components/pro/require-permission';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { isApiError } from '@/lib/api-client/errors';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { pushToast } from '@/stores/toast-store';

type Redirect = { ID: number; FROM_PATH: string; TO_URL: string; STATUS: 307 | 308; CREATED_AT: string };

const STATUSES = [308, 307] as const;

const CONTROL =
  'w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-700 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50';

/** The redirects editor's page (segment 'redirects', company.edit). */
export function RedirectsPage() {
  return (
    <RequirePermission permission="company.edit">
      <RedirectsEditor />
    </RequirePermission>
  );
}

/**
 * The company's redirects (SPEC 2.7): the list, each to remove after asking, and a form for a new
 * one (from a site path to a site path or an https address). The server refuses loops and paths of
 * live pages, with the field named in the member's language.
 */
function RedirectsEditor() {
  const t = useTranslations('BusinessRedirects');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts('company.edit');
  const { companyCode, cabinetCode } = useProCabinet();
  const key = ['business', companyCode, cabinetCode, 'redirects'];
  const list = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await client.get<{ data: Redirect[] }>(cabinetPath('read', companyCode, cabinetCode, 'redirects'), { signal })).data,
  });
  const formId = useId();
  const fromRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Redirect | null>(null);

  const add = useMutation({
    mutationFn: (body: { from_path: string; to_url: string; status: 307 | 308 }) => client.post<{ data: Redirect }>(cabinetPath('write', companyCode, cabinetCode, 'redirects'), body),
    onMutate: () => {
      setErrors({});
      setProblem(null);
    },
    onSuccess: async (answer, _body) => {
      pushToast({ message: t('added', { from: answer.data.FROM_PATH }), variant: 'success' });
      (document.getElementById(formId) as HTMLFormElement | null)?.reset();
      await queryClient.invalidateQueries({ queryKey: key });
      fromRef.current?.focus();
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) {
        const next = Object.fromEntries(Object.entries(error.fields).map(([field, code]) => [field, errorTexts[code] ?? errorTexts.invalid]));
        setErrors(next);
        document.getElementById(`${formId}-${next.from_path ? 'from' : 'to'}`)?.focus();
        return;
      }
      // The limit's number is in the server's message, already in the member's language.
      setProblem(isApiError(error) && error.code === 'redirect_limit' ? error.message : businessErrorText(errorTexts, error));
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => client.delete(cabinetPath('write', companyCode, cabinetCode, `redirects/${id}`)),
    onSuccess: async (_answer, id) => {
      const row = list.data?.find((r) => r.ID === id);
      setRemoving(null);
      pushToast({ message: t('removed', { from: row?.FROM_PATH ?? '' }), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: key });
      headingRef.current?.focus();
    },
    onError: (error) => {
      setRemoving(null);
      setProblem(t('actionFailed', { reason: businessErrorText(errorTexts, error) }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    add.mutate({ from_path: String(data.get('from_path') ?? ''), to_url: String(data.get('to_url') ?? ''), status: data.get('status') === '307' ? 307 : 308 });
  };

  const field = (name: 'from_path' | 'to_url', suffix: 'from' | 'to', label: string, hint: string, placeholder: string) => {
    const id = `${formId}-${suffix}`;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </label>
        <input
          id={id}
          ref={name === 'from_path' ? fromRef : undefined}
          name={name}
          required
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          maxLength={name === 'from_path' ? 500 : 2000}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={`${id}-hint${errors[name] ? ` ${id}-error` : ''}`}
          className={CONTROL}
        />
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
        <FieldError id={`${id}-error`} message={errors[name]} />
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('intro')}</p>
      </div>
      <section aria-labelledby="redirects-list-title" className="flex flex-col gap-3">
        <h2 id="redirects-list-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {t('listTitle')}
        </h2>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <QueryStatus query={list} texts={loadTexts(t)} />
        {list.data && list.data.length === 0 ? <p>{t('empty')}</p> : null}
        {list.data && list.data.length > 0 ? (
          <ul className="flex flex-col gap-2" data-testid="redirects-list">
            {list.data.map((row) => (
              <li key={row.ID} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-3">
                <span className="min-w-0 flex-1 basis-56 break-all">
                  <code>{row.FROM_PATH}</code> <span className="text-muted">{t('arrow')}</span> <code>{row.TO_URL}</code>{' '}
                  <span className="text-sm text-muted" data-testid="redirect-status">
                    ({row.STATUS} {t(row.STATUS === 307 ? 'short307' : 'short308')})
                  </span>
                </span>
                <Button variant="secondary" onClick={() => setRemoving(row)} aria-label={t('remove', { from: row.FROM_PATH })}>
                  {t('removeConfirm')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="text-lg font-semibold">
          {t('addTitle')}
        </h2>
        {field('from_path', 'from', t('from'), t('fromHint'), '/old-page')}
        {field('to_url', 'to', t('to'), t('toHint'), '/contacts')}
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{t('status')}</legend>
          {STATUSES.map((status) => (
            <label key={status} className="flex items-start gap-2">
              <input type="radio" name="status" value={status} defaultChecked={status === 308} className="mt-1 size-4 accent-brand-700" />
              <span>{t(status === 307 ? 'status307' : 'status308')}</span>
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" loading={add.isPending} loadingLabel={t('adding')}>
            {t('add')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? t('removeTitle', { from: removing.FROM_PATH }) : ''}
        text={t('removeText')}
        confirm={t('removeConfirm')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.ID)}
      />
    </div>
  );
}
