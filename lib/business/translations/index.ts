/*
 * What the translation workflow shares with the other business sub-domains on purpose
 * (eslint/layers.mjs): the editors' save paths record which Russian text a translation was made from.
 * Server only.
 */
export { recordTranslationSources } from './sources';
export { homeFields, priceFields, type TranslationKind } from './items';
export { loadTranslationReport, type KindProgress, type LanguageReport, type TranslationGap } from './report';
