/*
 * The audit log as the other business sub-domains use it: they record their changes and the
 * dashboard reads the latest. Its own routes and row shapes stay inside audit/ (eslint/layers.mjs).
 */
export { auditTitle, listAudit, recordAudit, type AuditEntry, type AuditFilter } from './log';
export { AUDIT_KIND_NAMES, AUDIT_KINDS, visibleKinds, type AuditKind } from './kinds';
export { auditEntrySchema, auditEntryToWire } from './wire';
