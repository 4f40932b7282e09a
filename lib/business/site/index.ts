/*
 * What the site's editors share with the other business sub-domains on purpose (eslint/layers.mjs):
 * the company an editor call edits with its offered locales, and texts per locale as stored.
 * Server only.
 */
export { checkOfferedLocales, editorCompany, toLocalized } from './editing';
