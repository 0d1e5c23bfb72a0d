// A concurrent duplicate (two requests past the service's pre-check at once) is caught by the unique index and answered
// by the one mapping (lib/unique-rules.ts) as its rule's 409, never a 500: phone, card number, promo code, gift card code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const N = 8;

async function race(token: string, url: string, payload: (i: number) => Record<string, unknown>) {
  const answers = await Promise.all(
    Array.from({ length: N }, (_, i) => t.call({ method: 'POST', url, token, payload: payload(i), lang: 'en' })),
  );
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c === 409)).toHaveLength(N - 1);
  return answers.find((a) => a.statusCode === 409)!.json() as { errors: { field: string; message: string }[] };
}

describe('unique rules of clients, cards, promo codes and gift cards under concurrency', () => {
  it('creates one client for one phone written in many ways', async () => {
    const s = await signedIn(t);
    const tels = ['06 61 23 45 67', '+212 661-234-567', '00212661234567', '0661234567'];
    const body = await race(s.token, '/api/Client/', (i) => ({ name: `Client ${i}`, tel: tels[i % tels.length] }));
    expect(body.errors[0]!.field).toBe('tel');
  });

  it('creates one loyalty card per number', async () => {
    const s = await signedIn(t);
    const body = await race(s.token, '/api/ecom/LoyaltyCard/', (i) => ({ reference: i % 2 ? 'race-0001' : 'RACE-0001' }));
    expect(body.errors[0]!.field).toBe('reference');
  });

  it('creates one promo code and one gift card per code', async () => {
    const s = await signedIn(t);
    const types = (await t.call({ method: 'GET', url: '/api/Remise/getAll', token: s.token })).json().typeRemiseResponse as {
      id: number;
    }[];
    const promo = await race(s.token, '/api/Remise/add', (i) => ({
      intitule: i % 2 ? 'race10' : 'RACE10',
      typeRemiseId: types[0]!.id,
      valeur: 10,
    }));
    expect(promo.errors[0]!.field).toBe('intitule');
    const gift = await race(s.token, '/api/gateway/PointOfSell/GiftCard', () => ({ code: 'GC-RACE', amount: 100 }));
    expect(gift.errors[0]!.field).toBe('code');
  });
});
