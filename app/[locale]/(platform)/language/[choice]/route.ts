import { languageChoiceResponse } from '@/lib/platform/language-choice';

/** The platform home's language switch: `/kk/language/ru?q=Демо` -> the cookie, then 303 to `/?q=Демо` (lib/platform/language-choice.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; choice: string }> }) {
  return languageChoiceResponse(new URL(request.url), (await params).choice);
}
