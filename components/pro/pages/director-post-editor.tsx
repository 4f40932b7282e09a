'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { BackLink } from '@/components/pro/back-link';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { RussianOriginal } from '@/components/pro/translations/russian-original';
import { RichTextField } from '@/components/pro/editor/rich-text-field';
import { SaveConflict } from '@/components/pro/save-conflict';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { useConfirmedDelete } from '@/components/pro/use-confirmed-delete';
import { useItemCache } from '@/components/pro/use-item-cache';
import { useOfferedLocales } from '@/components/pro/use-offered-locales';
import { useVersionedSave } from '@/components/pro/use-versioned-save';
import { Button } from '@/components/ui/button';
import { allQueries, loadTexts, QueryStatus } from '@/components/ui/query-status';
import { isDocEmpty, type LocalizedDoc } from '@/lib/i18n/rich-doc';
import type { Locale } from '@/lib/i18n/locales';
import type { DirectorPostWire } from './pages-types';
import { PostTitleField } from './post-title-field';
import { SavedStatus } from './saved-status';
import { pickTitle, usePostsKey } from './use-posts-key';
import { useRichUpload } from '@/components/pro/use-rich-upload';

/** One post: its title and text per language, published or hidden, and deleting it (a new post when `id` is null). */
export function DirectorPostEditor({ id }: { id: number | null }) {
  const t = useTranslations('BusinessPages');
  const pathname = usePathname();
  const { client, read } = useCabinetCalls();
  const key = usePostsKey();
  const cache = useItemCache<DirectorPostWire>(key, (item) => item.ID);
  const post = useQuery({
    queryKey: [...key, 'item', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => (await client.get<{ data: DirectorPostWire }>(read(`director_posts/${id}`), { signal })).data,
  });
  const reads = allQueries(id === null ? [] : [post]);
  const current = id === null ? null : (post.data ?? null);
  return (
    <div className="flex flex-col gap-5">
      <BackLink href={pathname}>{t('blog.back')}</BackLink>
      <h1 className="text-2xl font-bold">{id === null ? t('blog.newTitle') : t('blog.editTitle')}</h1>
      {id !== null && <QueryStatus query={reads} texts={loadTexts(t)} />}
      {(id === null || current) && (
        <PostForm
          key={current ? current.ID : 'new'}
          post={current}
          onSaved={cache.saved}
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
  const { client, write } = useCabinetCalls();
  const errorTexts = useBusinessErrorTexts('content.edit');
  const locales = useOfferedLocales();
  const uploadImage = useRichUpload();
  const formId = useId();
  const [titles, setTitles] = useState<Partial<Record<Locale, string>>>(post?.TITLE ?? {});
  const [bodies, setBodies] = useState<LocalizedDoc>(post?.BODY ?? {});
  const [published, setPublished] = useState(post?.PUBLISHED ?? false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const language = (l: Locale) => editor(`languages.${l}`);

  function reset(to: DirectorPostWire) {
    setTitles(to.TITLE);
    setBodies(to.BODY);
    setPublished(to.PUBLISHED);
  }

  const save = useVersionedSave<DirectorPostWire>({
    version: post?.VERSION ?? null,
    send: async (_body, version) => {
      const title = Object.fromEntries(Object.entries(titles).filter(([l, value]) => locales.includes(l as Locale) && value?.trim()));
      const body = Object.fromEntries(Object.entries(bodies).filter(([l, doc]) => locales.includes(l as Locale) && !isDocEmpty(doc)));
      const answer = post
        ? await client.put<{ data: DirectorPostWire }>(write(`director_posts/${post.ID}`), { title, body, published, version })
        : await client.post<{ data: DirectorPostWire }>(write('director_posts'), { title, body, published });
      return answer.data;
    },
    versionOf: (saved) => saved.VERSION,
    toast: () => (post ? undefined : t('blog.created')),
    onSaved: (saved) => {
      onSaved(saved);
      if (post) reset(saved);
      else router.replace(`${pathname}?post=${saved.ID}`);
    },
    onTakeTheirs: (theirs) => {
      reset(theirs);
      onSaved(theirs);
    },
  });
  const fieldErrors = Object.fromEntries(Object.entries(save.fields).map(([name, code]) => [name, errorTexts[code] ?? errorTexts.invalid]));
  const failure = deleteFailure ?? (save.error === null ? null : businessErrorText(errorTexts, save.error));

  const removal = useConfirmedDelete({
    remove: () => client.delete(write(`director_posts/${post?.ID}`)),
    done: () => (post ? t('blog.deleted', { title: pickTitle(post, locale) }) : ''),
    onDeleted: () => router.push(pathname),
    onFailed: () => setDeleteFailure(t('blog.deleteFailed')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setDeleteFailure(null);
    save.save();
  }

  return (
    <div className="flex flex-col gap-5">
      {post && save.saved && <SavedStatus>{t('blog.saved')}</SavedStatus>}
      <SaveConflict save={save} fieldLabel={(field) => t(`fields.${field}` as never)} />
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <p className="text-sm text-muted">{t('note')}</p>
        <LocaleTabs
          locales={locales}
          isFilled={(l) => Boolean(titles[l]?.trim()) || !isDocEmpty(bodies[l])}
          hasError={(l) => Boolean(fieldErrors[`title.${l}`] || fieldErrors[`body.${l}`])}
        >
          {(l) => (
            <div lang={l} className="flex min-w-0 flex-col gap-4">
              <RussianOriginal locale={l} text={titles.ru} />
              <PostTitleField
                id={`${formId}-title-${l}`}
                label={t('blog.postTitle', { language: language(l) })}
                required={l === 'ru'}
                value={titles[l] ?? ''}
                error={fieldErrors[`title.${l}`]}
                onChange={(value) => setTitles((previous) => ({ ...previous, [l]: value }))}
              />
              <RussianOriginal locale={l} doc={bodies.ru ?? null} />
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
        {failure && (
          <p role="alert" className="font-medium text-red-700">
            {failure}
          </p>
        )}
        <div>
          <Button type="submit" loading={save.saving} loadingLabel={t('blog.saving')}>
            {post ? t('blog.save') : t('blog.create')}
          </Button>
        </div>
      </form>
      {post && (
        <section className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-white p-4">
          <Button variant="danger" onClick={removal.ask}>
            {t('blog.delete')}
          </Button>
          <ConfirmDialog {...removal.dialog} title={t('blog.confirmTitle')} text={t('blog.confirmText', { title: pickTitle(post, locale) })} confirm={t('blog.confirm')} />
        </section>
      )}
    </div>
  );
}
