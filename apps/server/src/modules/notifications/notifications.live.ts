// Tells the recipients of the notifications a request recorded, over the live channel (their clients refetch), and
// by Web Push on their subscribed devices (in the recipient's language; opening it shows the register or the list).
import { LOCALES, type Locale, type PushPayload } from '@comptoir/shared';
import type { Executor } from '../../db/database';
import { translate } from '../../lib/messages';
import type { LiveHub } from '../../realtime/live';
import * as repo from './notifications.repository';

export type Pusher = (userIds: number[], payloadIn: (locale: string | null) => PushPayload) => void;

const localeOf = (l: string | null): Locale => ((LOCALES as readonly string[]).includes(l ?? '') ? (l as Locale) : 'fr');

export async function announceRecorded(db: Executor, hub: LiveHub, entrepriseId: number, since: string, push?: Pusher): Promise<void> {
  const rows = await repo.recordedSince(db, entrepriseId, since);
  for (const r of rows) {
    const userIdList = await hub.kept(`${entrepriseId}:${r.magasinId ?? 0}:${r.tag}`, () =>
      repo.recipients(db, entrepriseId, r.magasinId, r.tag),
    );
    await hub.publish(entrepriseId, {
      type: 'event',
      topic: 'notifications',
      userIdList,
      magasinId: r.magasinId,
      caisseId: r.caisseId,
      tags: [r.tag],
    });
    push?.(userIdList, (locale) => ({
      title: translate(localeOf(locale), `notif_${r.tag}`),
      body: translate(localeOf(locale), 'notif_push_body'),
      tag: `${r.tag}-${r.magasinId ?? 0}-${r.caisseId ?? 0}`,
      url: r.caisseId ? `/caisses/${r.caisseId}` : '/notifications',
    }));
  }
}
