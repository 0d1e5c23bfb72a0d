// Announces what a request changed (realtime/changes.ts) to the members who see the stores concerned: one event per
// topic and store (per register session for the registers), each company's to its own members only.
import type { LiveEvent, LiveTopic } from '@comptoir/shared';
import type { Executor } from '../db/database';
import type { Changes } from './changes';
import type { LiveHub } from './live';

type Raised = { topic: LiveTopic; magasinId: number; caisseId: number | null; tags: string[] };

export async function announceChanges(db: Executor, hub: LiveHub, c: Changes): Promise<void> {
  // In process with no socket open (a till's instance, the sales bench): nothing to look up.
  if (!hub.heard) return;
  const raised: Raised[] = [];
  const stores = new Set<number>([...c.createdIn, ...c.stockIn, ...c.figuresIn]);
  const [commands, caisses] = await Promise.all([
    c.commandIds.size
      ? db
          .selectFrom('commands')
          .select(['magasin_id', 'id'])
          .where('id', 'in', [...c.commandIds])
          .execute()
      : Promise.resolve([]),
    c.caisseIds.size
      ? db
          .selectFrom('caisses')
          .select(['magasin_id', 'id', 'state'])
          .where('id', 'in', [...c.caisseIds])
          .execute()
      : Promise.resolve([]),
  ]);
  const ordersIn = new Set(commands.map((r) => r.magasin_id));
  for (const m of ordersIn)
    raised.push({ topic: 'orders', magasinId: m, caisseId: null, tags: [c.createdIn.has(m) ? 'created' : 'changed'] });
  // The dashboards: every write that moved a store's sales figures (a sale, a refund, a return, a credit payment…).
  for (const m of c.figuresIn) raised.push({ topic: 'sale', magasinId: m, caisseId: null, tags: [] });
  for (const m of c.stockIn) raised.push({ topic: 'stock', magasinId: m, caisseId: null, tags: [] });
  for (const r of caisses) raised.push({ topic: 'caisse', magasinId: r.magasin_id, caisseId: r.id, tags: [r.state] });
  for (const r of [...commands, ...caisses]) stores.add(r.magasin_id);
  if (!raised.length) return;
  // The company of each store, read from the rows themselves (a public storefront order has no signed-in company).
  const owners = new Map(
    (
      await db
        .selectFrom('magasins')
        .select(['id', 'entreprise_id'])
        .where('id', 'in', [...stores])
        .execute()
    ).map((s) => [s.id, s.entreprise_id]),
  );
  for (const r of raised) {
    const entrepriseId = owners.get(r.magasinId);
    if (entrepriseId === undefined) continue;
    const event: Omit<LiveEvent, 'userIdList'> = {
      type: 'event',
      topic: r.topic,
      magasinId: r.magasinId,
      caisseId: r.caisseId,
      tags: r.tags,
    };
    await hub.publishToStore(entrepriseId, r.magasinId, event);
  }
}
