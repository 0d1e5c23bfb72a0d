// The stores near a client (product-spec §2 /loyalty/near-stores, §4): distance from the client's position, and the
// proximity rule — a store is announced when within PROXIMITY_UNITS (metres, our reading), at most once per
// notification cooldown, checked every store check interval; only stores that are not online (a place to walk in).
import { PROXIMITY_UNITS, TIMINGS_MS, type ClientStore } from '@comptoir/shared';

export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: Position, b: Position): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface StoreNear extends ClientStore {
  /** Metres from the client, null without a position or coordinates. */
  distance: number | null;
}

/** The stores with their distance, nearest first (those without coordinates last, by name). */
export function byDistance(stores: readonly ClientStore[], at: Position | null): StoreNear[] {
  const out = stores.map((s) => ({
    ...s,
    distance: at && s.latitude !== null && s.longitude !== null ? distanceM(at, { latitude: s.latitude, longitude: s.longitude }) : null,
  }));
  return out.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.intitule.localeCompare(b.intitule));
}

/**
 * The stores to announce now: not online, within the proximity, not announced during the cooldown. `last` holds when
 * each store was last announced (store id → ms); the caller records the answer's ids at `now`.
 */
export function storesToAnnounce(
  stores: readonly ClientStore[],
  at: Position,
  last: Readonly<Record<number, number>>,
  now: number,
  proximity = PROXIMITY_UNITS,
  cooldown = TIMINGS_MS.notificationCooldown,
): ClientStore[] {
  return byDistance(
    stores.filter((s) => !s.isOnline),
    at,
  ).filter((s) => s.distance !== null && s.distance <= proximity && now - (last[s.id] ?? -Infinity) >= cooldown);
}

/** A link that opens the store on a map. */
export const mapLink = (s: Pick<ClientStore, 'latitude' | 'longitude'>): string | null =>
  s.latitude === null || s.longitude === null ? null : `https://www.google.com/maps/search/?api=1&query=${s.latitude},${s.longitude}`;

/** Metres as the screen shows them: "120 m" under a kilometre, else kilometres with one decimal. */
export const distanceParts = (m: number): { value: number; unit: 'm' | 'km' } =>
  m < 1000 ? { value: Math.round(m), unit: 'm' } : { value: Math.round(m / 100) / 10, unit: 'km' };
