import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@comptoir/shared';
import { LiveConnection, reconnectDelay, type LiveStatus, type SocketLike } from './live-connection';

class FakeSocket implements SocketLike {
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closedWith: number | undefined;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  close(code?: number) {
    this.closedWith = code;
  }
  say(m: unknown) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const statuses: LiveStatus[] = [];
  const events: LiveEvent[] = [];
  let resumed = 0;
  const c = new LiveConnection({
    url: 'ws://x/api/notify/ws',
    token: 'tok',
    userId: 7,
    create: (url, protocols) => {
      const s = new FakeSocket(url, protocols);
      sockets.push(s);
      return s;
    },
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    onResumed: () => resumed++,
    random: () => 0.5,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
  });
  return { c, sockets, timers, statuses, events, resumed: () => resumed };
}

const event = (userIdList: number[]): LiveEvent => ({ type: 'event', topic: 'orders', userIdList, magasinId: 1, caisseId: null, tags: [] });

describe('the live connection', () => {
  it('signs in with the token as the second subprotocol and is open once the server says ready', () => {
    const s = setup();
    s.c.start();
    expect(s.sockets[0].protocols).toEqual(['comptoir-live', 'tok']);
    expect(s.statuses).toEqual(['connecting']);
    s.sockets[0].say({ type: 'ready', userId: 7 });
    expect(s.statuses.at(-1)).toBe('open');
  });

  it('hands on only the events whose userIdList holds the user', () => {
    const s = setup();
    s.c.start();
    s.sockets[0].say({ type: 'ready', userId: 7 });
    s.sockets[0].say(event([7]));
    s.sockets[0].say(event([8]));
    s.sockets[0].onmessage?.({ data: 'not json' });
    expect(s.events).toHaveLength(1);
  });

  it('shows the disconnection and opens again after 5 s plus jitter, then refetches what it may have missed', () => {
    const s = setup();
    s.c.start();
    s.sockets[0].say({ type: 'ready', userId: 7 });
    s.sockets[0].drop();
    expect(s.statuses.at(-1)).toBe('disconnected');
    expect(s.timers).toHaveLength(1);
    expect(s.timers[0].ms).toBe(5500);
    expect(s.sockets).toHaveLength(1);
    s.timers[0].fn();
    expect(s.sockets).toHaveLength(2);
    expect(s.resumed()).toBe(0);
    s.sockets[1].say({ type: 'ready', userId: 7 });
    expect(s.resumed()).toBe(1);
    // A refused connection (the server is down) is tried again the same way.
    s.sockets[1].drop();
    s.timers[1].fn();
    s.sockets[2].drop();
    expect(s.timers).toHaveLength(3);
  });

  it('does not open again a socket the server closed for a revoked session, nor after stop()', () => {
    const s = setup();
    s.c.start();
    s.sockets[0].drop(4401);
    expect(s.timers).toHaveLength(0);
    expect(s.statuses.at(-1)).toBe('disconnected');
    const t = setup();
    t.c.start();
    t.c.stop();
    expect(t.sockets[0].closedWith).toBe(1000);
    t.sockets[0].drop();
    expect(t.timers).toHaveLength(0);
  });

  it('waits between 5 and 6 s', () => {
    expect(reconnectDelay(() => 0)).toBe(5000);
    expect(reconnectDelay(() => 0.999)).toBe(5999);
  });
});
