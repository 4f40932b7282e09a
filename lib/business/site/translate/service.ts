import { logger } from '@/lib/log';
import { spend } from '@/lib/security/rate-limit';
import { translateDocs, TranslationFailedError, translateTexts, translationProvider } from '@/lib/translate';
import { BusinessError } from '../../errors';
import type { BusinessMember } from '../../guard';
import { editorCompany } from '../editing';
import type { TranslateDraftInput } from './schemas';

/** The permissions whose editors offer drafts: the site's texts and the doctors' (either one is enough). */
export const DRAFT_PERMISSIONS = ['content.edit', 'specialists.edit'] as const;

/** Refuses a member holding none of DRAFT_PERMISSIONS (403 permission_required, naming content.edit). */
export function requireDraftPermission(member: BusinessMember): void {
  if (!DRAFT_PERMISSIONS.some((permission) => member.permissions.includes(permission))) throw new BusinessError(403, 'permission_required', { permission: 'content.edit' });
}

/** 404 translation_not_configured when no provider is configured: the feature is absent. */
export function requireProvider() {
  const provider = translationProvider();
  if (!provider) throw new BusinessError(404, 'translation_not_configured');
  return provider;
}

/**
 * Machine drafts of Russian texts in a language the company's site offers (nothing is stored):
 * one point of the company's hourly budget per call, the provider's failure a 502
 * translation_failed (logged with its reason, never the key).
 */
export async function translateDraft(member: BusinessMember, input: TranslateDraftInput) {
  const provider = requireProvider();
  const company = await editorCompany(member);
  if (!company.locales.includes(input.to)) throw new BusinessError(400, 'invalid_input', {}, { to: ['locale_not_offered'] });
  await spend('translateCompany', String(member.company.id));
  try {
    const texts = input.texts?.length ? await translateTexts(provider, input.texts, input.to) : [];
    const docs = input.docs?.length ? await translateDocs(provider, input.docs, input.to) : [];
    return { to: input.to, texts, docs };
  } catch (error) {
    if (!(error instanceof TranslationFailedError)) throw error;
    logger.warn({ provider: provider.name, company: member.company.id, reason: error.reason }, 'machine translation failed');
    throw new BusinessError(502, 'translation_failed');
  }
}
