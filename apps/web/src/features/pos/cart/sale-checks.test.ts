// What the till asks the server before keeping a sale (issue 23): a sale the server would refuse for a gift card, points
// or a promo code stops at the payment step; offline, the modes that need the server are not taken.
import { describe, expect, it, vi } from 'vitest';
import type { TillPayment } from './payment-rules';
import { checkSale, giftAmounts, type GiftCardState, type Lookup, type SaleLookups } from './sale-checks';

const pay = (mode: TillPayment['mode'], amount: number, reference?: string): TillPayment => ({
  key: `${mode}${amount}`,
  mode,
  amount,
  reference,
});
const found = <T>(value: T): Lookup<T> => ({ kind: 'found', value });
const card = (balance: number, status: GiftCardState['status'] = 'active') => found({ balance, status });

function lookups(over: Partial<SaleLookups> = {}): SaleLookups {
  return {
    giftCard: vi.fn(async () => card(10_000)),
    clientPoints: vi.fn(async () => found(5_000)),
    promo: vi.fn(async () => found({})),
    ...over,
  };
}

describe('checkSale', () => {
  it('passes a sale the server will take, and asks nothing of a cash sale', async () => {
    const l = lookups();
    expect(await checkSale({ payments: [pay('cash', 2000)], promoCode: null, clientId: null }, l, false)).toEqual([]);
    expect(l.giftCard).not.toHaveBeenCalled();
    expect(l.promo).not.toHaveBeenCalled();
    expect(
      await checkSale(
        { payments: [pay('gift_cheque', 3000, 'gc-atlas001 '), pay('loyalty_points', 500)], promoCode: 'BIENVENUE10', clientId: 4 },
        l,
        false,
      ),
    ).toEqual([]);
    expect(l.giftCard).toHaveBeenCalledWith('GC-ATLAS001');
    expect(l.clientPoints).toHaveBeenCalledWith(4);
    expect(l.promo).toHaveBeenCalledWith('BIENVENUE10', 4);
  });

  it('refuses an unknown, disabled, expired, used up or short gift card', async () => {
    const answers: Record<string, Lookup<GiftCardState>> = {
      'GC-NOPE999': { kind: 'missing' },
      OFF: card(5000, 'disabled'),
      OLD: card(5000, 'expired'),
      EMPTY: card(0, 'used'),
      SHORT: card(1500),
    };
    const l = lookups({ giftCard: async (code) => answers[code] });
    const payments = Object.keys(answers).map((code) => pay('gift_cheque', 2000, code));
    expect(await checkSale({ payments, promoCode: null, clientId: null }, l, false)).toEqual([
      { kind: 'giftUnknown', code: 'GC-NOPE999' },
      { kind: 'giftDisabled', code: 'OFF' },
      { kind: 'giftExpired', code: 'OLD' },
      { kind: 'giftUsed', code: 'EMPTY' },
      { kind: 'giftBalance', code: 'SHORT', balance: 1500, needed: 2000 },
    ]);
  });

  it('counts a card used twice in one sale once, with both amounts', async () => {
    const payments = [pay('gift_cheque', 3000, 'KDO'), pay('cash', 100), pay('gift_cheque', 2500, ' kdo')];
    expect(giftAmounts(payments)).toEqual(new Map([['KDO', 5500]]));
    const l = lookups({ giftCard: async () => card(5000) });
    expect(await checkSale({ payments, promoCode: null, clientId: null }, l, false)).toEqual([
      { kind: 'giftBalance', code: 'KDO', balance: 5000, needed: 5500 },
    ]);
  });

  it('refuses more points than the client has, or a client the server no longer lets pay', async () => {
    const sale = { payments: [pay('loyalty_points', 1200)], promoCode: null, clientId: 4 };
    expect(await checkSale(sale, lookups({ clientPoints: async () => found(1000) }), false)).toEqual([
      { kind: 'pointsBalance', points: 1000, needed: 1200 },
    ]);
    expect(await checkSale(sale, lookups({ clientPoints: async () => ({ kind: 'missing' }) }), false)).toEqual([
      { kind: 'pointsNoClient' },
    ]);
    expect(await checkSale({ ...sale, clientId: null }, lookups(), false)).toEqual([{ kind: 'pointsNoClient' }]);
  });

  it('refuses a promo code the server refuses now, with its reason; without an answer the code goes as it is', async () => {
    const sale = { payments: [pay('cash', 2000)], promoCode: 'CAFE-OFFERT', clientId: null };
    const used = lookups({ promo: async () => ({ kind: 'refused', reason: 'Ce code a déjà été utilisé' }) });
    expect(await checkSale(sale, used, false)).toEqual([{ kind: 'promo', code: 'CAFE-OFFERT', reason: 'Ce code a déjà été utilisé' }]);
    expect(await checkSale(sale, lookups({ promo: async () => ({ kind: 'missing' }) }), false)).toEqual([
      { kind: 'promo', code: 'CAFE-OFFERT', reason: null },
    ]);
    expect(await checkSale(sale, lookups({ promo: async () => ({ kind: 'unreachable' }) }), false)).toEqual([]);
  });

  it('offline, or without an answer, takes no gift card and no points, and asks nothing', async () => {
    const l = lookups();
    const sale = { payments: [pay('gift_cheque', 1000, 'KDO'), pay('loyalty_points', 100), pay('cash', 500)], promoCode: 'X', clientId: 4 };
    expect(await checkSale(sale, l, true)).toEqual([
      { kind: 'offline', mode: 'gift_cheque' },
      { kind: 'offline', mode: 'loyalty_points' },
    ]);
    expect(l.giftCard).not.toHaveBeenCalled();
    expect(l.promo).not.toHaveBeenCalled();
    expect(await checkSale({ payments: [pay('cash', 500)], promoCode: 'X', clientId: null }, l, true)).toEqual([]);
    const away = lookups({ giftCard: async () => ({ kind: 'unreachable' }), clientPoints: async () => ({ kind: 'unreachable' }) });
    expect(await checkSale(sale, away, false)).toEqual([
      { kind: 'offline', mode: 'gift_cheque' },
      { kind: 'offline', mode: 'loyalty_points' },
    ]);
  });

  it('asks for the code of a gift card payment without one', async () => {
    expect(await checkSale({ payments: [pay('gift_cheque', 1000, '  ')], promoCode: null, clientId: null }, lookups(), false)).toEqual([
      { kind: 'giftNoCode' },
    ]);
  });
});
