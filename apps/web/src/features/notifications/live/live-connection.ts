// One WebSocket per signed-in session (api: {notify}/ws, product-spec §4 and §9): signed in with the session's token as
// the second subprotocol (a browser cannot set headers on a WebSocket), opened again 5 s after it drops (with up to a
// second of jitter, so a restarted server is not met by every client at once), never after the server closed it
// for a revoked session. Events whose userIdList holds the user are handed on; nothing else.
import { LIVE_PROTOCOL, TIMINGS_MS, type LiveEvent } from '@comptoir/shared';

/** The server closes a socket whose session is no longer valid with this code: opening again would be refused. */
export const CLOSE_REVOKED = 4401;
export const JITTER_MS = 1000;

/** 5 s, plus up to a second of jitter. */
export const reconnectDelay = (random: () => number = Math.random): number =>
  TIMINGS_MS.websocketReconnect + Math.floor(random() * JITTER_MS);

export interface SocketLike {
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  close(code?: number): void;
}

export type LiveStatus = 'connecting' | 'open' | 'disconnected';

export interface LiveOptions {
  url: string;
  token: string;
  userId: number;
  create: (url: string, protocols: string[]) => SocketLike;
  onEvent: (event: LiveEvent) => void;
  onStatus: (status: LiveStatus) => void;
  /** After a reconnection: events may have been missed meanwhile. */
  onResumed?: () => void;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export class LiveConnection {
  private socket: SocketLike | null = null;
  private timer: unknown = null;
  private stopped = false;
  private everOpen = false;

  constructor(private readonly o: LiveOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) (this.o.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    this.timer = null;
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onclose = null;
      s.onmessage = null;
      s.close(1000);
    }
  }

  private connect(): void {
    if (this.stopped) return;
    this.o.onStatus('connecting');
    let socket: SocketLike;
    try {
      socket = this.o.create(this.o.url, [LIVE_PROTOCOL, this.o.token]);
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onmessage = (ev) => this.message(ev.data);
    socket.onerror = () => undefined; // a close follows
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.o.onStatus('disconnected');
      if (ev.code !== CLOSE_REVOKED) this.retry();
    };
  }

  private retry(): void {
    if (this.stopped) return;
    this.o.onStatus('disconnected');
    this.timer = (this.o.setTimer ?? setTimeout)(() => {
      this.timer = null;
      this.connect();
    }, reconnectDelay(this.o.random));
  }

  private message(data: unknown): void {
    let m: { type?: string; userIdList?: unknown };
    try {
      m = JSON.parse(String(data)) as typeof m;
    } catch {
      return;
    }
    if (m.type === 'ready') {
      this.o.onStatus('open');
      if (this.everOpen) this.o.onResumed?.();
      this.everOpen = true;
      return;
    }
    if (m.type === 'event' && Array.isArray(m.userIdList) && m.userIdList.includes(this.o.userId)) this.o.onEvent(m as LiveEvent);
  }
}

/** The live channel's address on this page's origin. */
export const liveUrl = (loc: { protocol: string; host: string } = window.location): string =>
  `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/api/notify/ws`;
