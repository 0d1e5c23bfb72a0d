// Web Push on this device (issue 25 point 3): subscribed with the server's VAPID key under the user's identity
// (user-id-{id}) once the user has allowed notifications (asked from the notifications page, a user's gesture);
// unsubscribed at sign-out, so the next person on this device does not get the last one's notifications.
import { api } from '../../../lib/api-client';

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID public key as the push manager takes it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** Subscribes this device when notifications are allowed (`ask`: asks first; only from a user's gesture). */
export async function subscribePush(userId: number, ask = false): Promise<boolean> {
  const reg = await registration();
  if (!reg) return false;
  let permission = Notification.permission;
  if (permission === 'default' && ask) permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const { publicKey } = await api.get<{ publicKey: string }>('/notify/push/publicKey', { withoutLoader: true });
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await api.post(`/notify/user/${userId}/push/subscribe`, sub.toJSON(), { withoutLoader: true });
  return true;
}

/** At sign-out: this device no longer receives the user's notifications (server first, while the token is valid). */
export async function unsubscribePush(userId: number): Promise<void> {
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return;
  try {
    await api.post(
      `/notify/user/${userId}/push/unsubscribe`,
      { endpoint: sub.endpoint },
      { withoutLoader: true, expectedStatuses: [401, 403] },
    );
  } finally {
    await sub.unsubscribe();
  }
}
