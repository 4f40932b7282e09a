'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';
import { ConflictNotice, type EditConflictState } from '@/components/pro/editor/conflict-notice';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { RichTextField } from '@/components/pro/editor/rich-text-field';
import { offeredLocales } from '@/components/pro/news/news-types';
import { StatusBadge } from '@/components/pro/status-badge';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { allQueries, loadTexts, QueryStatus } from '@/components/ui/query-status';
import { isApiError } from '@/lib/api-client/errors';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { isDocEmpty, type LocalizedDoc } from '@/lib/i18n/rich-doc';
import { formatDate } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { pushToast } from '@/stores/toast-store';
import type { DirectorPostWire } from './pages-types';
import { useRichUpload } from './use-rich-upload';
import { useClinicZone } from '@/components/pro/use-clinic-zone';

const TITLE_MAX = 200;
const pickTitle = (post: DirectorPostWire, locale: Locale) => post.TITLE[locale] || post.TITLE.ru;

function usePostsKey() {
  const { companyCode, cabinetCode } = useProCabinet();
  return ['business', companyCode, cabinetCode, 'director_posts'] as const;
}

/** The blog's posts, hidden ones included, with a link to each and to a new one. */
export function DirectorPostList() {
  const t = useTranslations('BusinessPages');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  const pathname = usePathname();
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const posts = useQuery({
    queryKey: [...usePostsKey(), 'list'],
    queryFn: async ({ signal }) => (await client.get<{ data: DirectorPostWire[] }>(cabinetPath('read', companyCode, cabinetCode, 'director_posts'), { signal })).data,
  });
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold">
          {t('blog.title')}
        </h2>
        <Link href={`${pathname}?post=new`} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600">
          {t('blog.new')}
        </Link>
      </div>
      <QueryStatus query={posts} texts={loadTexts(t)} />
      {posts.data?.length === 0 && <p className="text-muted">{t('blog.empty')}</p>}
      {posts.data && posts.data.length > 0 && (
        <ul aria-label={t('blog.list')} className="flex flex-col divide-y divide-slate-200">
          {posts.data.map((post) => (
            <li key={post.ID} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 flex-col gap-1">
                <Link href={`${pathname}?post=${post.ID}`} className="break-words font-medium text-brand-700 underline underline-offset-4">
                  {pickTitle(post, locale)}
                </Link>
                <span className="text-sm text-muted">{formatDate(post.PUBLISHED_AT, locale, { zone })}</span>
              </div>
              <StatusBadge tone={post.PUBLISHED ? 'good' : 'off'} caption={t('blog.title')} label={post.PUBLISHED ? t('blog.published') : t('blog.hidden')} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One post: its title and text per language, published or hidden, and deleting it (a new post when `id` is null). */
export function DirectorPostEditor({ id }: { id: number | null }) {
  const t = useTranslations('BusinessPages');
  const pathname = usePathname();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = usePostsKey();
  const { companyCode, cabinetCode } = useProCabinet();
  const post = useQuery({
    queryKey: [...key, 'item', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => (await client.get<{ data: DirectorPostWire }>(cabinetPath('read', companyCode, cabinetCode, `director_posts/${id}`), { signal })).data,
  });
  const reads = allQueries(id === null ? [] : [post]);
  const current = id === null ? null : (post.data ?? null);
  return (
    <div className="flex flex-col gap-5">
      <p>
        <Link href={pathname} className="text-brand-700 underline underline-offset-4">
          {t('blog.back')}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{id === null ? t('blog.newTitle') : t('blog.editTitle')}</h1>
      {id !== null && <QueryStatus query={reads} texts={loadTexts(t)} />}
      {(id === null || current) && (
        <PostForm
          key={current ? current.ID : 'new'}
          post={current}
          onSaved={(saved) => {
            queryClient.setQueryData([...key, 'item', saved.ID], saved);
            void queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
          }}
        />
      )}
    </div>
  );
}

function PostForm({ post, onSaved }: { post: DirectorPostWire | null; onSaved: (post: DirectorPostWire) => void }) {
  const t = useTranslations('BusinessPages');
  const editor = useTranslations('BusinessEditor');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const client = useApiClient();
  const errorTexts = useBusinessErrorTexts('content.edit');
  const { companyCode, cabinetCode, company } = useProCabinet();
  const locales = offeredLocales(company);
  const uploadImage = useRichUpload();
  const formId = useId();
  const [titles, setTitles] = useState<Partial<Record<Locale, string>>>(post?.TITLE ?? {});
  const [bodies, setBodies] = useState<LocalizedDoc>(post?.BODY ?? {});
  const [published, setPublished] = useState(post?.PUBLISHED ?? false);
  const [version, setVersion] = useState(post?.VERSION ?? 1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [conflict, setConflict] = useState<EditConflictState | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const language = (l: Locale) => editor(`languages.${l}`);

  function reset(to: DirectorPostWire) {
    setTitles(to.TITLE);
    setBodies(to.BODY);
    setPublished(to.PUBLISHED);
    setVersion(to.VERSION);
  }

  async function save(from: number) {
    setBusy(true);
    setError(null);
    setDone(null);
    setConflict(null);
    setFieldErrors({});
    const title = Object.fromEntries(Object.entries(titles).filter(([l, value]) => locales.includes(l as Locale) && value?.trim()));
    const body = Object.fromEntries(Object.entries(bodies).filter(([l, doc]) => locales.includes(l as Locale) && !isDocEmpty(doc)));
    try {
      const answer = post
        ? await client.put<{ data: DirectorPostWire }>(cabinetPath('write', companyCode, cabinetCode, `director_posts/${post.ID}`), { title, body, published, version: from })
        : await client.post<{ data: DirectorPostWire }>(cabinetPath('write', companyCode, cabinetCode, 'director_posts'), { title, body, published });
      onSaved(answer.data);
      if (post) {
        reset(answer.data);
        setDone(t('blog.saved'));
      } else {
        pushToast({ message: t('blog.created'), variant: 'success' });
        router.replace(`${pathname}?post=${answer.data.ID}`);
      }
    } catch (failure) {
      if (isApiError(failure) && failure.conflict) setConflict(failure.conflict);
      else {
        setError(businessErrorText(errorTexts, failure));
        if (isApiError(failure) && failure.fields) setFieldErrors(Object.fromEntries(Object.entries(failure.fields).map(([name, codes]) => [name, errorTexts[codes[0]] ?? errorTexts.invalid])));
      }
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!post) return;
    setDeleting(true);
    try {
      await client.delete(cabinetPath('write', companyCode, cabinetCode, `director_posts/${post.ID}`));
      setConfirmOpen(false);
      pushToast({ message: t('blog.deleted', { title: pickTitle(post, locale) }), variant: 'success' });
      router.push(pathname);
    } catch {
      setConfirmOpen(false);
      setDeleting(false);
      setError(t('blog.deleteFailed'));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(version);
  }

  return (
    <div className="flex flex-col gap-5">
      {done && (
        <p role="status" className="rounded-lg border border-green-700 bg-green-50 px-4 py-3 font-medium text-green-900">
          {done}
        </p>
      )}
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          fieldLabel={(field) => t(`fields.${field}` as never)}
          busy={busy}
          onTakeTheirs={() => {
            const theirs = conflict.current as DirectorPostWire;
            setConflict(null);
            reset(theirs);
            onSaved(theirs);
          }}
          onKeepMine={() => void save(conflict.version)}
        />
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <p className="text-sm text-muted">{t('note')}</p>
        <LocaleTabs
          locales={locales}
          isFilled={(l) => Boolean(titles[l]?.trim()) || !isDocEmpty(bodies[l])}
          hasError={(l) => Boolean(fieldErrors[`title.${l}`] || fieldErrors[`body.${l}`])}
        >
          {(l) => (
            <div lang={l} className="flex min-w-0 flex-col gap-4">
              <TitleField
                id={`${formId}-title-${l}`}
                label={t('blog.postTitle', { language: language(l) })}
                required={l === 'ru'}
                value={titles[l] ?? ''}
                error={fieldErrors[`title.${l}`]}
                onChange={(value) => setTitles((previous) => ({ ...previous, [l]: value }))}
              />
              <RichTextField
                id={`${formId}-body-${l}`}
                label={`${t('blog.postBody', { language: language(l) })}${l === 'ru' ? ' *' : ''}`}
                value={bodies[l] ?? null}
                onChange={(doc) => setBodies((previous) => ({ ...previous, [l]: doc }))}
                uploadImage={uploadImage}
                error={fieldErrors[`body.${l}`]}
                lang={l}
                previewTitle={titles[l] || titles.ru}
              />
            </div>
          )}
        </LocaleTabs>
        <label className="flex min-h-11 items-center gap-3 font-medium">
          <input type="checkbox" name="published" checked={published} onChange={(event) => setPublished(event.target.checked)} className="size-5 accent-brand-700" />
          {t('blog.publish')}
        </label>
        {error && (
          <p role="alert" className="font-medium text-red-700">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" loading={busy} loadingLabel={t('blog.saving')}>
            {post ? t('blog.save') : t('blog.create')}
          </Button>
        </div>
      </form>
      {post && (
        <section className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-white p-4">
          <Button variant="danger" onClick={() => setConfirmOpen(true)}>
            {t('blog.delete')}
          </Button>
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title={t('blog.confirmTitle')}
            text={t('blog.confirmText', { title: pickTitle(post, locale) })}
            confirm={t('blog.confirm')}
            busy={deleting}
            onConfirm={() => void remove()}
          />
        </section>
      )}
    </div>
  );
}

/** A post's title in one language: a controlled field with its error. */
function TitleField({ id, label, required, value, error, onChange }: { id: string; label: string; required: boolean; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={TITLE_MAX}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
