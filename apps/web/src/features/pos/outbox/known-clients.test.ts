import { beforeEach, describe, expect, it } from 'vitest';
import { clearToken } from '../../../lib/token-storage';
import { findKnownClients, rememberClients } from './known-clients';

const salma = { id: 1, name: 'Salma Idrissi', tel: '+212 600-112233', loyaltyPoints: 40 };
const hele = { id: 2, name: 'Hélène Dupont', tel: null, loyaltyPoints: 0 };

beforeEach(() => localStorage.clear());

describe('known clients', () => {
  it('finds the clients seen on this till by name (accents and case ignored) or phone, most recent first', () => {
    rememberClients(7, [salma, hele]);
    expect(findKnownClients(7, 'helene')).toEqual([hele]);
    expect(findKnownClients(7, 'SAL')).toEqual([salma]);
    expect(findKnownClients(7, '112233')).toEqual([salma]);
    expect(findKnownClients(7, 'zzz')).toEqual([]);
    // Picked again with newer points: first, once.
    rememberClients(7, [{ ...hele, loyaltyPoints: 12 }]);
    expect(findKnownClients(7, 'l').map((c) => [c.id, c.loyaltyPoints])).toEqual([
      [2, 12],
      [1, 40],
    ]);
  });

  it("keeps one company's clients and removes them with the token", () => {
    rememberClients(7, [salma]);
    expect(findKnownClients(8, 'salma')).toEqual([]);
    rememberClients(8, [hele]);
    expect(findKnownClients(7, 'salma')).toEqual([]);
    expect(findKnownClients(8, 'hélène')).toEqual([hele]);
    clearToken();
    expect(findKnownClients(8, 'hélène')).toEqual([]);
  });
});
