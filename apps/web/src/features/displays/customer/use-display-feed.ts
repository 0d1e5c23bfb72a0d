// Where a customer display's state comes from: the till of this device (BroadcastChannel, offline too), or a till on
// another device paired by code (the server keeps the state; the live channel's display event refetches it).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { displaysApi, displaysKeys } from '../api/displays-api';
import { CHANNEL, type DisplayMessage, type DisplayState } from './display-state';

export function useLocalFeed(enabled: boolean): DisplayState | null {
  const [state, setState] = useState<DisplayState | null>(null);
  useEffect(() => {
    if (!enabled || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (e: MessageEvent<DisplayMessage>) => {
      const m = e.data;
      if (m?.kind === 'state' && m.state?.v === 1) setState((shown) => (shown && shown.at > m.state.at ? shown : m.state));
    };
    // Just opened: the till answers with what it shows.
    channel.postMessage({ kind: 'hello' } satisfies DisplayMessage);
    return () => channel.close();
  }, [enabled]);
  return state;
}

export function useRemoteFeed(code: string | null): DisplayState | null {
  const q = useQuery({
    queryKey: displaysKeys.display(code ?? ''),
    queryFn: () => displaysApi.display(code!),
    enabled: code !== null,
    // The live channel's events refetch it; while it is away, every 10 s.
    refetchInterval: 10_000,
  });
  const s = q.data?.state as DisplayState | undefined;
  return s?.v === 1 ? s : null;
}
