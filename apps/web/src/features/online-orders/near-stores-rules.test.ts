import type { ClientStore } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { byDistance, distanceM, distanceParts, mapLink, storesToAnnounce } from './near-stores-rules';

const store = (id: number, latitude: number | null, longitude: number | null, isOnline = false): ClientStore => ({
  id,
  intitule: `Store ${id}`,
  latitude,
  longitude,
  startTime: '07:00',
  rue: null,
  city: null,
  tel: null,
  isOnline,
});
const here = { latitude: 33.5899, longitude: -7.6321 };

describe('near stores', () => {
  it('measures in metres (Casablanca to Rabat ≈ 85 km)', () => {
    expect(distanceM(here, { latitude: 33.9981, longitude: -6.8509 }) / 1000).toBeCloseTo(85.3, 0);
    expect(distanceM(here, here)).toBe(0);
  });

  it('sorts the nearest first, stores without coordinates last', () => {
    const list = byDistance([store(1, null, null), store(2, 33.9981, -6.8509), store(3, 33.5901, -7.6321)], here);
    expect(list.map((s) => s.id)).toEqual([3, 2, 1]);
    expect(list[0].distance).toBeGreaterThan(20);
    expect(list[2].distance).toBeNull();
  });

  it('announces a store within 50 m, not online, at most once an hour', () => {
    const near = store(1, 33.5902, -7.6321); // ≈ 33 m
    const far = store(2, 33.591, -7.6321); // ≈ 122 m
    const online = store(3, 33.5899, -7.6321, true);
    const t0 = 1_000_000_000;
    expect(storesToAnnounce([near, far, online], here, {}, t0).map((s) => s.id)).toEqual([1]);
    expect(storesToAnnounce([near], here, { 1: t0 }, t0 + 3_599_000)).toEqual([]);
    expect(storesToAnnounce([near], here, { 1: t0 }, t0 + 3_600_000).map((s) => s.id)).toEqual([1]);
  });

  it('links to a map and shows metres or kilometres', () => {
    expect(mapLink(store(1, 33.5, -7.6))).toBe('https://www.google.com/maps/search/?api=1&query=33.5,-7.6');
    expect(mapLink(store(1, null, null))).toBeNull();
    expect(distanceParts(120.4)).toEqual({ value: 120, unit: 'm' });
    expect(distanceParts(12_345)).toEqual({ value: 12.3, unit: 'km' });
  });
});
