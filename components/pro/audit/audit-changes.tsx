'use client';

import { useTranslations } from 'next-intl';
import { LOCALES } from '@/lib/i18n/locales';

/** The before and after of each changed field, as edits record them (lib/business/edit-conflict.ts auditChanges). */
export type AuditChangeMap = Record<string, { before: unknown; after: unknown }>;

/** The changes of an entry's details, or null when it records none. */
export function changesOf(details: Record<string, unknown> | null | undefined): AuditChangeMap | null {
  const changes = details?.changes;
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return null;
  const entries = Object.entries(changes as Record<string, unknown>).filter(([, value]) => value && typeof value === 'object' && 'before' in value && 'after' in value);
  return entries.length > 0 ? (Object.fromEntries(entries) as AuditChangeMap) : null;
}

const LOCALE_KEYS = new Set<string>(LOCALES);

/** The words of a stored rich-text document (TipTap JSON), for a one-line summary. */
function docText(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const { text, content } = node as { text?: unknown; content?: unknown };
  if (typeof text === 'string') return text;
  return Array.isArray(content) ? content.map(docText).filter(Boolean).join(' ') : '';
}

/**
 * A stored value as one line a member can read: texts per language as "ru: … · kk: …", lists joined,
 * yes/no, a rich text by its words, an empty value as a dash.
 */
function useDescribe() {
  const t = useTranslations('BusinessAudit.changes');
  const describe = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('empty');
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    if (Array.isArray(value)) return value.length === 0 ? t('empty') : value.map(describe).join(', ');
    if (typeof value === 'object') {
      if ((value as { type?: unknown }).type === 'doc') return docText(value) || t('empty');
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.length === 0) return t('empty');
      const localized = entries.every(([key]) => LOCALE_KEYS.has(key));
      return entries.map(([key, inner]) => (localized ? `${key}: ${describe(inner)}` : `${key} ${describe(inner)}`)).join(' · ');
    }
    return t('empty');
  };
  return describe;
}

/**
 * What an edit changed (issue 19: the log says what changed, not only that something did): a
 * disclosure listing each field with its value before and after.
 */
export function AuditChanges({ changes }: { changes: AuditChangeMap }) {
  const t = useTranslations('BusinessAudit.changes');
  const fields = useTranslations('BusinessAudit.fields');
  const permissionNames = useTranslations('BusinessMembers.permissions');
  const plain = useDescribe();
  // Permissions by their names, not their keys ('content.edit' -> "Материалы сайта").
  const describe = (field: string, value: unknown) =>
    field === 'permissions' && Array.isArray(value)
      ? plain(value.map((permission) => (typeof permission === 'string' && permissionNames.has(permission.replace('.', '_') as never) ? permissionNames(permission.replace('.', '_') as never) : permission)))
      : plain(value);
  // Columns named in camelCase (the settings' templateId) are labelled as their snake_case field (template_id).
  const label = (field: string) => {
    const key = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    return fields.has(key as never) ? fields(key as never) : field;
  };
  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-brand-700 underline underline-offset-4">{t('show', { count: Object.keys(changes).length })}</summary>
      <dl className="mt-1 space-y-2">
        {Object.entries(changes).map(([field, change]) => (
          <div key={field} className="rounded-md bg-slate-50 p-2">
            <dt className="font-medium">{label(field)}</dt>
            <dd className="break-words">
              <span className="text-muted">{t('before')}</span> <del className="decoration-slate-400">{describe(field, change.before)}</del>
            </dd>
            <dd className="break-words">
              <span className="text-muted">{t('after')}</span> <ins className="no-underline">{describe(field, change.after)}</ins>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
