// Paper sizes (AdditionalInfoPaperSize), order instructions (Instruction) and a store's command report (issue 25,
// api-spec 7.17, product-spec §2). Names are unique among a company's live rows by the tables' unique indexes (the error
// handler answers their 409); trash and restore go through trash.repository.
import {
  COMMAND_REPORT_FIELDS,
  type CommandReportConfig,
  type CommandReportField,
  type Instruction,
  type PaperSize,
} from '@comptoir/shared';
import { z } from 'zod';
import { nowIso, type Database, type Executor } from '../../db/database';
import { invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { insertAudit } from '../audit/audit.repository';
import { visibleStore } from '../magasins/magasins.service';
import * as repo from './settings.repository';
import { setTrashed, trashedRows, type TrashTable } from './trash.repository';

const ENTITY: Record<TrashTable, string> = {
  paper_sizes: 'paper_size',
  instructions: 'instruction',
  transport_companies: 'transport_company',
  client_info_natures: 'nature',
  client_info_types: 'info_type',
};

async function audit(db: Executor, ctx: RequestContext, action: string, entity: string, entityId: number, data: unknown) {
  await insertAudit(db, { entrepriseId: ctx.entrepriseId, userId: ctx.userId, action, entity, entityId, data, ip: ctx.ip, now: nowIso() });
}

/** Soft delete of a live row of the company (404 otherwise), audited. */
export async function trash(database: Database, ctx: RequestContext, table: TrashTable, id: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    if (!(await setTrashed(trx, table, ctx.entrepriseId, id, true, nowIso()))) throw notFound(ENTITY[table]);
    await audit(trx, ctx, `${ENTITY[table]}.delete`, ENTITY[table], id, null);
  });
}

/** Restores a trashed row of the company (404 otherwise; 409 when its name was taken meanwhile), audited. */
export async function restore(database: Database, ctx: RequestContext, table: TrashTable, id: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    if (!(await setTrashed(trx, table, ctx.entrepriseId, id, false, nowIso()))) throw notFound(ENTITY[table]);
    await audit(trx, ctx, `${ENTITY[table]}.restore`, ENTITY[table], id, null);
  });
}

// ---- Paper sizes
export async function paperSizes(database: Database, ctx: RequestContext, onlyTrashed = false): Promise<PaperSize[]> {
  if (onlyTrashed) return trashedRows(database.db, 'paper_sizes', ctx.entrepriseId, repo.PAPER_COLUMNS) as Promise<PaperSize[]>;
  return repo.listPaperSizes(database.db, ctx.entrepriseId);
}

export async function savePaperSize(
  database: Database,
  ctx: RequestContext,
  body: { id?: number; intitule: string; width: number; height?: number | null },
): Promise<PaperSize> {
  return database.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const v = { intitule: body.intitule, width: body.width, height: body.height ?? null };
    let id = body.id;
    if (id !== undefined) {
      if (!(await repo.findPaperSize(trx, ctx.entrepriseId, id))) throw notFound('paper_size');
      await repo.updatePaperSize(trx, ctx.entrepriseId, id, { ...v, updated_at: now });
    } else id = await repo.insertPaperSize(trx, { entrepriseId: ctx.entrepriseId, ...v, now });
    return (await repo.findPaperSize(trx, ctx.entrepriseId, id))!;
  });
}

// ---- Instructions
export async function instructions(database: Database, ctx: RequestContext, onlyTrashed = false): Promise<Instruction[]> {
  if (onlyTrashed) return trashedRows(database.db, 'instructions', ctx.entrepriseId, repo.INSTRUCTION_COLUMNS) as Promise<Instruction[]>;
  return repo.listInstructions(database.db, ctx.entrepriseId);
}

export async function instruction(database: Database, ctx: RequestContext, id: number): Promise<Instruction> {
  const row = await repo.findInstruction(database.db, ctx.entrepriseId, id);
  if (!row) throw notFound('instruction');
  return row;
}

export async function saveInstruction(
  database: Database,
  ctx: RequestContext,
  body: { id?: number; intitule: string; description: string | null; order?: number },
): Promise<Instruction> {
  return database.db.transaction().execute(async (trx) => {
    const now = nowIso();
    let id = body.id;
    if (id !== undefined) {
      if (!(await repo.findInstruction(trx, ctx.entrepriseId, id))) throw notFound('instruction');
      await repo.updateInstruction(trx, ctx.entrepriseId, id, {
        intitule: body.intitule,
        description: body.description,
        order: body.order,
        updated_at: now,
      });
    } else
      id = await repo.insertInstruction(trx, {
        entrepriseId: ctx.entrepriseId,
        intitule: body.intitule,
        description: body.description,
        order: body.order ?? 0,
        now,
      });
    return (await repo.findInstruction(trx, ctx.entrepriseId, id))!;
  });
}

// ---- The command report of a store
const storedFields = z.array(z.enum(COMMAND_REPORT_FIELDS));

/** Which parts a store's printed order report shows (every part until the store chooses), and on which paper. */
export async function commandReport(database: Database, ctx: RequestContext, magasinId: number): Promise<CommandReportConfig> {
  const { db } = database;
  await visibleStore(db, ctx, magasinId);
  const row = await repo.findReportConfig(db, ctx.entrepriseId, magasinId);
  if (!row) return { magasinId, fields: [...COMMAND_REPORT_FIELDS], paperSizeId: null, paperSize: null, configured: false };
  const parsed = storedFields.safeParse(JSON.parse(row.fields));
  const paper = row.paper_size_id === null ? undefined : await repo.findPaperSize(db, ctx.entrepriseId, row.paper_size_id);
  return {
    magasinId,
    fields: parsed.success ? parsed.data : [...COMMAND_REPORT_FIELDS],
    paperSizeId: paper?.id ?? null,
    paperSize: paper ?? null,
    configured: true,
  };
}

export async function saveCommandReport(
  database: Database,
  ctx: RequestContext,
  magasinId: number,
  body: { fields: CommandReportField[]; paperSizeId?: number | null },
): Promise<CommandReportConfig> {
  await database.db.transaction().execute(async (trx) => {
    await visibleStore(trx, ctx, magasinId);
    const paperSizeId = body.paperSizeId ?? null;
    if (paperSizeId !== null && !(await repo.findPaperSize(trx, ctx.entrepriseId, paperSizeId)))
      throw invalid([{ field: 'paperSizeId', message: 'unknown_reference' }]);
    // Kept in the report's own order, whatever order they were ticked in.
    const fields = COMMAND_REPORT_FIELDS.filter((f) => body.fields.includes(f));
    await repo.upsertReportConfig(trx, {
      entrepriseId: ctx.entrepriseId,
      magasinId,
      fields: JSON.stringify(fields),
      paperSizeId,
      now: nowIso(),
    });
    await audit(trx, ctx, 'command_report.update', 'magasin', magasinId, { fields, paperSizeId });
  });
  return commandReport(database, ctx, magasinId);
}
