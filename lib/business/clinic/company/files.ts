import { logger } from '@/lib/log';
import { deletePublicFilesLater, deletePublicFilesNow, putPublicFile } from '@/lib/storage/public-files';
import { FAVICON_SPEC, LOGO_SPEC, renderUploadedImages, type UploadOwner } from '../../uploaded-images';

/** The files of a company form as they came (a File, or whatever else a client put in those fields). */
export type CompanyFiles = { logo?: unknown; favicon?: unknown };

/** A file input left empty: browsers send a nameless empty part; some clients an empty text. */
const isEmptyField = (value: unknown) => value === undefined || value === '' || (value instanceof File && value.size === 0 && value.name === '');

/**
 * Checks, re-encodes and stores the logo and favicon of a company form (the uploader's rate
 * limits first; 400/413 with a field error per bad file, nothing stored then). Returns the columns to set (their public addresses)
 * and the stored keys, which the caller deletes if its own write fails. The keys are recorded as the
 * company's uploads; a company being created (no id yet) records them in its own transaction.
 */
export async function storeCompanyFiles(owner: UploadOwner, files: CompanyFiles): Promise<{ columns: { logo?: string; faviconLink?: string }; keys: string[] }> {
  const uploads = [
    ...(isEmptyField(files.logo) ? [] : [{ spec: LOGO_SPEC, value: files.logo, folder: 'logos' as const, column: 'logo' as const }]),
    ...(isEmptyField(files.favicon) ? [] : [{ spec: FAVICON_SPEC, value: files.favicon, folder: 'favicons' as const, column: 'faviconLink' as const }]),
  ];
  if (uploads.length === 0) return { columns: {}, keys: [] };
  const rendered = await renderUploadedImages(owner, uploads);
  const columns: { logo?: string; faviconLink?: string } = {};
  const keys: string[] = [];
  try {
    for (const [index, upload] of uploads.entries()) {
      const { key, url } = await putPublicFile(upload.folder, rendered[index], 'png', owner.companyId);
      keys.push(key);
      columns[upload.column] = url;
    }
  } catch (error) {
    await deletePublicFilesNow(keys);
    throw error;
  }
  return { columns, keys };
}

/**
 * After an edit: the logo and favicon files the company no longer uses are deleted once cached
 * pages cannot show them; only files the company uploaded itself (lib/storage/upload-owners.ts).
 */
export async function retireCompanyFiles(companyId: number, before: { logo: string | null; faviconLink: string | null }, after: { logo: string | null; faviconLink: string | null }): Promise<void> {
  const retired = [before.logo !== after.logo ? before.logo : null, before.faviconLink !== after.faviconLink ? before.faviconLink : null];
  try {
    await deletePublicFilesLater(companyId, retired);
  } catch (error) {
    logger.warn({ err: error, retired }, 'company files: the deletion of replaced files could not be scheduled');
  }
}
