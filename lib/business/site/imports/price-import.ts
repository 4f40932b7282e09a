import { and, eq, like, sql } from 'drizzle-orm';
import { auditTitle, recordAudit } from '@/lib/business/audit';
import { currencyOfPhones, type PriceList } from '@/lib/content/materials/price-list';
import { getDb, type Database } from '@/lib/db/client';
import { materials } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import type { ImportRecord } from '@/lib/imports';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { auditChanges } from '../../edit-conflict';
import { BusinessError } from '../../errors';
import type { BusinessMember } from '../../guard';
import { priceFields, recordTranslationSources } from '../../translations';
import { editorCompany } from '../editing';
import { getEditorMaterial, materialToWire, type MaterialWire } from '../materials/editor';
import { MATERIAL_LIMITS } from '../materials/schemas';
import { previewOf, rowsInvalid, type ImportPreview } from './import-rows';
import { checkPriceRows, PRICE_COLUMNS, priceColumnsFor, type PriceKey } from './price-check';

/** Where the rows go: a new price list (with its title), or an existing one whose rows they replace or follow. */
export type PriceImportTarget = { materialId: number | null; mode: 'replace' | 'append'; title: string };

type MaterialRow = typeof materials.$inferSelect;

async function targetRow(db: Pick<Database, 'select'>, companyId: number, id: number, lock: boolean): Promise<MaterialRow> {
  const query = db.select().from(materials).where(and(eq(materials.id, id), eq(materials.companyId, companyId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new BusinessError(404, 'material_not_found');
  if (row.kind !== 'prices') throw new BusinessError(400, 'material_not_price_list', {}, { material_id: ['invalid'] });
  return row;
}

const baseGroups = (row: MaterialRow | null, target: PriceImportTarget) => (row && target.mode === 'append' ? (row.priceList?.groups ?? []) : []);

/** The preview of a file for a target (content.edit): every row with its errors; nothing is stored. */
export async function previewPriceImport(member: BusinessMember, records: ImportRecord<PriceKey>[], target: PriceImportTarget, ui: Locale): Promise<ImportPreview<PriceKey>> {
  const company = await editorCompany(member);
  const row = target.materialId === null ? null : await targetRow(getDb(), member.company.id, target.materialId, false);
  const checked = checkPriceRows(records, company.locales, baseGroups(row, target));
  return previewOf(PRICE_COLUMNS, checked.rows, ui, priceColumnsFor(company.locales));
}

/** A free code for a new price list: prices, prices-2, prices-3 … */
async function freeCode(db: Pick<Database, 'select'>, companyId: number): Promise<string> {
  const taken = new Set((await db.select({ code: materials.code }).from(materials).where(and(eq(materials.companyId, companyId), like(materials.code, 'prices%')))).map((row) => row.code));
  let number = 1;
  while (taken.has(number === 1 ? 'prices' : `prices-${number}`)) number += 1;
  return number === 1 ? 'prices' : `prices-${number}`;
}

/**
 * Imports a file's rows (content.edit) all or nothing, in one transaction: any invalid row is 422
 * import_rows_invalid and nothing is stored. A new price list (published, in the currency of the
 * company's country) is audited as material.create; an existing one (its row locked, its version
 * raised) as material.update with the price list's before and after.
 */
export async function importPrices(member: BusinessMember, records: ImportRecord<PriceKey>[], target: PriceImportTarget, ui: Locale): Promise<{ material: MaterialWire; imported: number }> {
  const company = await editorCompany(member);
  const title = target.title.trim() || MESSAGES[ui].BusinessMaterials.prices.title;
  if (title.length > MATERIAL_LIMITS.title) throw new BusinessError(400, 'invalid_input', {}, { title: ['too_long'] });
  const actor = { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id };
  const { id, imported } = await getDb().transaction(async (tx) => {
    const before = target.materialId === null ? null : await targetRow(tx, member.company.id, target.materialId, true);
    const checked = checkPriceRows(records, company.locales, baseGroups(before, target));
    const refusal = rowsInvalid(checked.rows);
    if (refusal) throw refusal;
    if (!before) {
      const priceList: PriceList = { currency: currencyOfPhones(company.phones), groups: checked.groups };
      // A new code per company; the lock keeps two imports from taking the same one.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('materials.import'), ${member.company.id})`);
      const [row] = await tx.insert(materials).values({ companyId: member.company.id, code: await freeCode(tx, member.company.id), kind: 'prices', title: { ru: title }, body: {}, priceList, isPublished: true }).returning();
      await recordAudit(tx, { ...actor, action: 'material.create', targetId: row.id, details: { code: row.code, title: auditTitle(row.title), kind: row.kind, published: row.isPublished, imported: checked.imported } });
      return { id: row.id, imported: checked.imported };
    }
    const priceList: PriceList = { currency: before.priceList?.currency ?? currencyOfPhones(company.phones), groups: checked.groups };
    const [row] = await tx.update(materials).set({ priceList, version: sql`${materials.version} + 1`, updatedAt: new Date() }).where(eq(materials.id, before.id)).returning();
    await recordTranslationSources(tx, member.company.id, 'price', row.id, priceFields(before.priceList), priceFields(row.priceList));
    const changes = auditChanges(materialToWire(before), materialToWire(row), ['price_list']);
    await recordAudit(tx, { ...actor, action: 'material.update', targetId: row.id, details: { code: row.code, title: auditTitle(row.title), changes, imported: checked.imported, mode: target.mode } });
    return { id: row.id, imported: checked.imported };
  });
  await invalidateCompany(member.company.code);
  return { material: await getEditorMaterial(member.company.id, id), imported };
}
