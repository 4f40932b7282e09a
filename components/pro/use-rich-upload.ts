'use client';

import { contentImageUploader } from '@/components/pro/editor/rich-text-field';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { useApiClient } from '@/lib/api-client/use-api-client';

/** The image upload of the cabinet's rich text editors (POST …/business/content_images). */
export function useRichUpload() {
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  return contentImageUploader((path, body) => client.post(path, body), cabinetPath('write', companyCode, cabinetCode, 'content_images'));
}
