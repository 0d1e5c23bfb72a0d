// Tells the recipients of the notifications a request recorded, over the live channel (their clients refetch).
import type { Executor } from '../../db/database';
import type { LiveHub } from '../../realtime/live';
import * as repo from './notifications.repository';

export async function announceRecorded(db: Executor, hub: LiveHub, entrepriseId: number, since: string): Promise<void> {
  const rows = await repo.recordedSince(db, entrepriseId, since);
  for (const r of rows) {
    const userIdList = await repo.recipients(db, entrepriseId, r.magasinId, r.tag);
    await hub.publish(entrepriseId, {
      type: 'event',
      topic: 'notifications',
      userIdList,
      magasinId: r.magasinId,
      caisseId: r.caisseId,
      tags: [r.tag],
    });
  }
}
