import type { Context } from 'hono';
import { localeOfPath } from '@/lib/accounts/errors';
import type { BodyLimit } from '@/lib/http/api-base';
import { errorJson } from '@/lib/http/errors';
import { businessMessage } from './errors';
import { DOCTOR_PHOTO_PATH } from './site/doctors/routes';
import { GALLERY_PHOTO_PATH } from './site/gallery/routes';
import { IMPORT_LIMITS } from '@/lib/imports';
import { DOCTOR_IMPORT_PATHS } from './site/imports/doctor-routes';
import { PRICE_IMPORT_PATHS } from './site/imports/price-routes';
import { NEWS_IMAGE_PATH } from './site/news/routes';
import { CONTENT_IMAGE_PATH } from './site/pages/routes';
import { bodyLimitFor, CONTENT_IMAGE_SPEC, DOCTOR_PHOTO_SPEC, FAVICON_SPEC, GALLERY_PHOTO_SPEC, LOGO_SPEC, NEWS_IMAGE_SPEC, type ResponsiveSpec } from './uploaded-images';

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** A body over the call's limit is refused with 413 before anything reads it, in the caller's language. */
function uploadLimit(path: string, specs: Pick<ResponsiveSpec, 'field' | 'rule'>[]): BodyLimit {
  const largest = Math.max(...specs.map((spec) => spec.rule.maxBytes));
  return {
    path: honoPath(path),
    maxSize: bodyLimitFor(...specs),
    onError: (c: Context) => {
      // No `Connection: close`: the front door reads the rest of the body, so the client can read this answer.
      const locale = localeOfPath(c.req.path);
      const fields = Object.fromEntries(specs.map((spec) => [spec.field, ['file_too_large']]));
      return errorJson(c, 413, 'file_too_large', businessMessage(locale, 'file_too_large', { max: Math.round(largest / (1024 * 1024)) })!, fields);
    },
  };
}

/** A spreadsheet import (issue 31): the file's limit and room for the form's other fields; over it, 413 with field `file`. */
function importLimit(path: string): BodyLimit {
  return {
    path: honoPath(path),
    maxSize: IMPORT_LIMITS.bytes + 64 * 1024,
    onError: (c: Context) => errorJson(c, 413, 'file_too_large', businessMessage(localeOfPath(c.req.path), 'file_too_large', { max: Math.round(IMPORT_LIMITS.bytes / (1024 * 1024)) })!, { file: ['file_too_large'] }),
  };
}

/** The business calls that take files, with their own body limits (the API base's is 16 MB). */
export const BUSINESS_BODY_LIMITS: BodyLimit[] = [
  uploadLimit('/api/w-front/{locale}/v1/business/user/company', [LOGO_SPEC, FAVICON_SPEC]),
  uploadLimit(NEWS_IMAGE_PATH, [NEWS_IMAGE_SPEC]),
  uploadLimit(CONTENT_IMAGE_PATH, [CONTENT_IMAGE_SPEC]),
  uploadLimit(DOCTOR_PHOTO_PATH, [DOCTOR_PHOTO_SPEC]),
  uploadLimit(GALLERY_PHOTO_PATH, [GALLERY_PHOTO_SPEC]),
  ...PRICE_IMPORT_PATHS.map(importLimit),
  ...DOCTOR_IMPORT_PATHS.map(importLimit),
];
