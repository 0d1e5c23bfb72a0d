// Mandatory inventory (product-spec §6 setting 'mandatory_inventory', issue 26): when the company's setting is on, a
// store's business day closes only once its closing count (an 'inventaire_fermeture' operation of the store) is done
// since the day opened; else 409 with a message that says so. Called by the day close (caisse registers.service).
import type { Executor } from '../../db/database';
import { conflict } from '../../lib/app-error';
import { findConfig } from '../entreprise/entreprise.repository';
import { flag } from '../orders/order-settings';

export async function requireClosingCount(db: Executor, entrepriseId: number, magasinId: number, openedAt: string): Promise<void> {
  if (!flag((await findConfig(db, entrepriseId, 'mandatory_inventory'))?.value, false)) return;
  const done = await db
    .selectFrom('stock_operations')
    .select('id')
    .where('entreprise_id', '=', entrepriseId)
    .where('entityTypeTag', '=', 'magasin')
    .where('source_id', '=', magasinId)
    .where('type', '=', 'inventaire_fermeture')
    .where('state', '=', 'done')
    .where('updated_at', '>=', openedAt)
    .executeTakeFirst();
  if (!done) throw conflict('closing_count_required');
}
