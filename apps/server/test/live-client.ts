// A test client of the live channel: opens {notify}/ws through the app (injectWS), keeps what it hears.
import type { WebSocket } from 'ws';
import type { TestApp } from './test-app';

export interface LiveClient {
  ws: WebSocket;
  messages: Record<string, unknown>[];
  /** Resolves with the close code. */
  closed: Promise<number>;
  /** The first message (already heard or to come) that matches, or an error after `ms`. */
  next(match: (m: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
}

export async function connectLive(t: TestApp, token: string, via: 'header' | 'protocol' = 'header'): Promise<LiveClient> {
  const headers = via === 'header' ? { authorization: `Bearer ${token}` } : { 'sec-websocket-protocol': `comptoir-live, ${token}` };
  const messages: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  let closedWith: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  const ws = await t.app.injectWS(
    '/api/notify/ws',
    { headers },
    {
      onInit: (socket) => {
        socket.on('message', (data) => {
          messages.push(JSON.parse(String(data)) as Record<string, unknown>);
          for (const w of waiters) w();
        });
        socket.on('close', (code) => closedWith(code));
      },
    },
  );
  const client: LiveClient = {
    ws,
    messages,
    closed,
    next: (match, ms = 3000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const m = messages.find(match);
          if (!m) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(m);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live message in ${ms} ms; heard ${JSON.stringify(messages)}`));
        }, ms);
        waiters.add(check);
        check();
      }),
  };
  await client.next((m) => m.type === 'ready');
  return client;
}

export const events = (c: LiveClient) => c.messages.filter((m) => m.type === 'event');
