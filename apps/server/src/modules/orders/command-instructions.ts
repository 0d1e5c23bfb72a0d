// Instructions attached to an order (issue 25; the spec lists the Instruction CRUD only): chosen at the till's order
// options or on the order page among the company's live instructions, kept with their name as chosen (a renamed or
// trashed instruction still reads as it was on old orders), shown on the order page and its ticket.
import type { CommandInstruction } from '@comptoir/shared';
import type { Executor } from '../../db/database';
import { invalid } from '../../lib/app-error';

/** The chosen instructions, each checked (a live instruction of the company); every unknown one listed. */
export async function chosenInstructions(
  db: Executor,
  entrepriseId: number,
  ids: readonly number[] | undefined,
): Promise<CommandInstruction[]> {
  if (!ids?.length) return [];
  const rows = await db
    .selectFrom('instructions')
    .select(['id', 'intitule'])
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors = ids.flatMap((id, i) => (byId.has(id) ? [] : [{ field: `instructionIds.${i}`, message: 'unknown_reference' }]));
  if (errors.length) throw invalid(errors);
  return [...new Set(ids)].map((id) => byId.get(id)!);
}

/** Replaces an order's instructions. */
export async function writeInstructions(
  db: Executor,
  entrepriseId: number,
  commandId: number,
  list: readonly CommandInstruction[],
  replace: boolean,
): Promise<void> {
  if (replace)
    await db.deleteFrom('command_instructions').where('entreprise_id', '=', entrepriseId).where('command_id', '=', commandId).execute();
  if (!list.length) return;
  await db
    .insertInto('command_instructions')
    .values(
      list.map((x, position) => ({
        entreprise_id: entrepriseId,
        command_id: commandId,
        instruction_id: x.id,
        intitule: x.intitule,
        position,
      })),
    )
    .execute();
}

export async function listInstructions(db: Executor, entrepriseId: number, commandId: number): Promise<CommandInstruction[]> {
  return db
    .selectFrom('command_instructions')
    .select(['instruction_id as id', 'intitule'])
    .where('entreprise_id', '=', entrepriseId)
    .where('command_id', '=', commandId)
    .orderBy('position')
    .execute();
}
