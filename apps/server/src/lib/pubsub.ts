// Pub/sub between server instances (DESIGN.md §1): in-process by default, Redis when REDIS_URL is set.
// One bus per app instance: the in-process bus only reaches the instance itself, so several instances behind a
// load balancer need Redis. Messages are strings; a handler's error is logged by the caller, never thrown here.
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type Handler = (message: string) => void;

export interface PubSub {
  readonly kind: 'memory' | 'redis';
  /** Resolves with how many subscribers (this instance's included) the message was handed to. */
  publish(channel: string, message: string): Promise<number>;
  subscribe(channel: string, handler: Handler): Promise<void>;
  close(): Promise<void>;
}

export function memoryPubSub(): PubSub {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      const n = bus.listenerCount(channel);
      bus.emit(channel, message);
      return n;
    },
    async subscribe(channel, handler) {
      bus.on(channel, handler);
    },
    async close() {
      bus.removeAllListeners();
    },
  };
}

/** Two connections: a subscribed Redis connection cannot publish. */
export function redisPubSub(url: string, onError: (err: unknown) => void = () => {}): PubSub {
  const options = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  pub.on('error', onError);
  sub.on('error', onError);
  const handlers = new Map<string, Set<Handler>>();
  sub.on('message', (channel: string, message: string) => {
    for (const h of handlers.get(channel) ?? []) h(message);
  });
  return {
    kind: 'redis',
    async publish(channel, message) {
      return pub.publish(channel, message);
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(channel);
      }
      set.add(handler);
    },
    async close() {
      handlers.clear();
      pub.disconnect();
      sub.disconnect();
    },
  };
}

export function createPubSub(redisUrl: string | undefined, onError?: (err: unknown) => void): PubSub {
  return redisUrl ? redisPubSub(redisUrl, onError) : memoryPubSub();
}
