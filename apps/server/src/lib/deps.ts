import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from './mailer';
import type { PubSub } from './pubsub';
import type { CachedIdentity } from '../http/access';
import type { SessionCache } from './session-cache';
import type { LiveHub } from '../realtime/live';

/** What services need from the outside world; built once in buildApp. */
export interface Deps {
  database: Database;
  config: AppConfig;
  mailer: Mailer;
  /** Between instances: in-process, or Redis when REDIS_URL is set. */
  pubsub: PubSub;
  sessionCache: SessionCache<CachedIdentity>;
  /** The live channel: events to the signed-in sessions' WebSockets, on every instance. */
  live: LiveHub;
}
