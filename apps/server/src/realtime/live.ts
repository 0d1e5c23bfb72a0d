// The live channel (DESIGN.md §4, product-spec §4): one WebSocket per signed-in session. Events go through the pub/sub
// (Redis across instances, in process otherwise); each instance hands an event to its own sockets of the event's
// company whose user is in the event's userIdList. A session revoked (on any instance) closes its sockets.
import type { WebSocket } from 'ws';
import type { LiveEvent } from '@comptoir/shared';
import { nowIso, type Executor } from '../db/database';
import type { PubSub } from '../lib/pubsub';
import { storeMembers } from '../modules/notifications/notifications.repository';

export const LIVE_CHANNEL = 'comptoir:live';
/** Close code of a socket whose session is no longer valid (signed out, blocked, expired). */
export const CLOSE_REVOKED = 4401;
/** Sessions are rechecked this often even without a write seen (expiry, a change made outside the app). */
const RECHECK_MS = 60_000;
/** A socket that has not answered a ping within this time is dropped (a connection lost without a close). */
const HEARTBEAT_MS = 30_000;
/** Who sees a store is kept this long (cleared at once by a write to the identity tables on any instance). */
const MEMBERS_TTL_MS = 5_000;

type BusMessage = { kind: 'event'; entrepriseId: number; event: LiveEvent } | { kind: 'revalidate' };

interface Client {
  socket: WebSocket;
  userId: number;
  entrepriseId: number;
  sessionId: number;
  alive: boolean;
}

export class LiveHub {
  private readonly clients = new Set<Client>();
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  private readonly channel: string;
  private readonly members = new Map<string, { at: number; ids: Promise<number[]> }>();

  constructor(
    private readonly bus: PubSub,
    private readonly db: Executor,
    private readonly onError: (err: unknown) => void,
    namespace = '',
  ) {
    this.channel = namespace ? `${LIVE_CHANNEL}:${namespace}` : LIVE_CHANNEL;
  }

  get size(): number {
    return this.clients.size;
  }

  /** Whether an event raised here may reach anyone: another instance (Redis), or a socket of this one. */
  get heard(): boolean {
    return this.bus.kind !== 'memory' || this.clients.size > 0;
  }

  async listen(): Promise<void> {
    await this.bus.subscribe(this.channel, (raw) => {
      let m: BusMessage;
      try {
        m = JSON.parse(raw) as BusMessage;
      } catch (err) {
        this.onError(err);
        return;
      }
      if (m.kind === 'event') this.deliver(m.entrepriseId, m.event);
      else {
        this.members.clear();
        this.revalidate().catch(this.onError);
      }
    });
    this.timer = setInterval(() => void this.revalidate().catch(this.onError), RECHECK_MS);
    this.timer.unref();
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private beat(): void {
    for (const c of this.clients) {
      if (!c.alive) {
        this.clients.delete(c);
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
  }

  stop(): void {
    clearInterval(this.timer);
    clearInterval(this.heartbeat);
    for (const c of this.clients) c.socket.close(1001, 'server closing');
    this.clients.clear();
  }

  add(socket: WebSocket, who: { userId: number; entrepriseId: number; sessionId: number }): void {
    const client: Client = { socket, ...who, alive: true };
    this.clients.add(client);
    socket.on('pong', () => (client.alive = true));
    socket.on('close', () => this.clients.delete(client));
    socket.on('error', this.onError);
  }

  /** Raises an event for users of one company, on every instance. */
  async publish(entrepriseId: number, event: LiveEvent): Promise<void> {
    if (!event.userIdList.length) return;
    await this.bus.publish(this.channel, JSON.stringify({ kind: 'event', entrepriseId, event } satisfies BusMessage));
  }

  /**
   * Raises an event about one store for the company's members who see it (what an open screen of that store shows
   * changed). In process, nobody of the company connected: nothing to do.
   */
  async publishToStore(entrepriseId: number, magasinId: number, event: Omit<LiveEvent, 'userIdList'>): Promise<void> {
    if (this.bus.kind === 'memory' && ![...this.clients].some((c) => c.entrepriseId === entrepriseId)) return;
    const ids = await this.kept(`${entrepriseId}:${magasinId}`, () => storeMembers(this.db, entrepriseId, magasinId));
    await this.publish(entrepriseId, { ...event, userIdList: ids });
  }

  /**
   * Who receives what (a store's members, a notification type's recipients), kept a few seconds per key: a burst of
   * events reads them once. Cleared on every instance by a write to the identity tables, and by `forget()`.
   */
  kept(key: string, load: () => Promise<number[]>): Promise<number[]> {
    let hit = this.members.get(key);
    if (!hit || Date.now() - hit.at > MEMBERS_TTL_MS) {
      hit = { at: Date.now(), ids: load() };
      this.members.set(key, hit);
      hit.ids.catch(() => this.members.delete(key));
    }
    return hit.ids;
  }

  /** After a change of who receives which notifications (this instance; others within MEMBERS_TTL_MS). */
  forget(): void {
    this.members.clear();
  }

  /** Asks every instance to recheck its sockets' sessions (after a sign-out, a block, a removal). */
  async requestRevalidation(): Promise<void> {
    await this.bus.publish(this.channel, JSON.stringify({ kind: 'revalidate' } satisfies BusMessage));
  }

  private deliver(entrepriseId: number, event: LiveEvent): void {
    const users = new Set(event.userIdList);
    // Only the sessions of this company (a user of two companies hears it on the one it concerns); each is told only
    // about its own user, not who else received it. The message is written once, around the user's id (5,000 sockets
    // of one store: one JSON.stringify, not 5,000).
    const [head, tail] = JSON.stringify({ ...event, userIdList: [0] } satisfies LiveEvent).split('"userIdList":[0]');
    for (const c of this.clients)
      if (c.entrepriseId === entrepriseId && users.has(c.userId) && c.socket.readyState === c.socket.OPEN)
        c.socket.send(`${head}"userIdList":[${c.userId}]${tail}`);
  }

  /** Closes the sockets whose session is revoked or expired, or whose account or membership is off. */
  async revalidate(): Promise<void> {
    if (!this.clients.size) return;
    const ids = [...new Set([...this.clients].map((c) => c.sessionId))];
    const valid = new Set<number>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .innerJoin('entreprise_users as eu', (j) =>
          j.onRef('eu.user_id', '=', 's.user_id').onRef('eu.entreprise_id', '=', 's.entreprise_id'),
        )
        .select('s.id')
        .where('s.id', 'in', ids.slice(i, i + 500))
        .where('s.revokedAt', 'is', null)
        .where('s.expiresAt', '>', nowIso())
        .where('u.isActive', '=', true)
        .where('u.deleted_at', 'is', null)
        .where('eu.isActive', '=', true)
        .where('eu.deleted_at', 'is', null)
        .execute();
      for (const r of rows) valid.add(r.id);
    }
    for (const c of this.clients)
      if (!valid.has(c.sessionId)) {
        this.clients.delete(c);
        c.socket.close(CLOSE_REVOKED, 'session revoked');
      }
  }
}
