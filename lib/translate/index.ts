/* Machine drafts (issue 31): what the business area uses. Server only. */
export { isTranslationConfigured, translationProvider } from './config';
export { TRANSLATION_TARGETS, TranslationFailedError, type TranslationProvider, type TranslationTarget } from './provider';
export { translateTexts } from './translate';
export { docTexts, translateDocs } from './rich-doc';
