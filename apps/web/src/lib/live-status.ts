// The live channel's state (features/notifications/live): whether this session's WebSocket is open. Screens that would
// otherwise poll read it: while the channel is open, the events refresh them; while it is not, they poll as before.
import { createStore, useStore } from './create-store';

export type LiveState = 'off' | 'connecting' | 'open' | 'disconnected';

export const liveStatus = createStore<{ state: LiveState }>({ state: 'off' });

export const useLiveState = (): LiveState => useStore(liveStatus, (s) => s.state);

/** A polling interval only while the live channel cannot tell about changes. */
export const pollUnlessLive = (state: LiveState, ms: number): number | false => (state === 'open' ? false : ms);
