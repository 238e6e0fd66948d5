import type { Readable } from 'node:stream';
import { db } from '@/lib/db';
import { ImportPlanner, type ImportPlan } from './plan';
import { readCatalogueCsv } from './read';
import { applyCatalogueImport } from './apply';

export { exportCatalogueCsv } from './export';
export { CSV_COLUMNS, type CsvColumn } from './cells';
export { MAX_IMPORT_ROWS } from './read';
export type { ImportPlan, PlanRow, CellChange } from './plan';

/** The dry run of a catalogue file: what each line would create, change or why it is refused. Writes nothing. */
export async function planCatalogueImport(file: Readable): Promise<ImportPlan> {
  const { plan } = await new ImportPlanner(db).run(readCatalogueCsv(file));
  return plan;
}

/** Applies a catalogue file whose dry run gave `planId` (see apply.ts). */
export function importCatalogue(file: Readable, planId: string, actorUserId: string) {
  return applyCatalogueImport(readCatalogueCsv(file), planId, actorUserId);
}
