import type { Magasin, MagasinBody, StaffCreateBody, StaffUser } from '@comptoir/shared';
import { describe, expect, it, vi } from 'vitest';
import { accountBody, runSetupSave, SetupSaveError, type SetupSaveApi } from './setup-save';
import { DRAFT_STORE_ID, hasCashier, type DraftAccount } from './setup-steps';

const store: MagasinBody = { intitule: 'Boutique Centre', tel: '0522334455', cityId: 1, startTime: '09:00' };
const account = (localId: string, email: string, extra: Partial<DraftAccount> = {}): DraftAccount => ({
  localId,
  body: { name: 'Sara Bennani', email, tel: '0611223344', code: '123456', roleId: [2], magasinIds: [], fileId: null },
  roleTag: 'caissier',
  createdId: null,
  ...extra,
});

function fakeApi(calls: string[], failOn?: string): SetupSaveApi {
  return {
    updateEntreprise: vi.fn(async (patch) => {
      calls.push(`entreprise:${String(patch.isSetup)}`);
      if (failOn === 'entreprise') throw new Error('company refused');
    }),
    saveStore: vi.fn(async (body: MagasinBody) => {
      calls.push(`store:${body.id ?? 'new'}`);
      if (failOn === 'store') throw new Error('store refused');
      return { id: body.id ?? 41, intitule: body.intitule } as Magasin;
    }),
    createUser: vi.fn(async (body: StaffCreateBody) => {
      calls.push(`user:${body.email}:${JSON.stringify(body.magasinIds)}`);
      if (failOn === body.email) throw new Error('user refused');
      return { id: 100 + calls.length } as StaffUser;
    }),
  };
}

describe('runSetupSave', () => {
  it('saves the company marked set up, then creates the store, then every account, in that order', async () => {
    const calls: string[] = [];
    const created: string[] = [];
    const saved = await runSetupSave(
      { entreprise: { contactName: 'Karim' }, store, storeId: null, accounts: [account('a', 'a@x.ma'), account('b', 'b@x.ma')] },
      fakeApi(calls),
      { onAccountCreated: (id) => created.push(id) },
    );
    expect(calls).toEqual(['entreprise:true', 'store:new', 'user:a@x.ma:[41]', 'user:b@x.ma:[41]']);
    expect(saved.id).toBe(41);
    expect(created).toEqual(['a', 'b']);
  });

  it('updates a store that already has an id instead of creating another', async () => {
    const calls: string[] = [];
    await runSetupSave({ entreprise: {}, store: { ...store, id: 999 }, storeId: 7, accounts: [] }, fakeApi(calls));
    expect(calls).toEqual(['entreprise:true', 'store:7']);
  });

  it('skips accounts created by an earlier attempt', async () => {
    const calls: string[] = [];
    await runSetupSave(
      { entreprise: {}, store, storeId: 7, accounts: [account('a', 'a@x.ma', { createdId: 55 }), account('b', 'b@x.ma')] },
      fakeApi(calls),
    );
    expect(calls).toEqual(['entreprise:true', 'store:7', 'user:b@x.ma:[7]']);
  });

  it('stops at the first failure and says which phase and account failed', async () => {
    const calls: string[] = [];
    const error = await runSetupSave(
      { entreprise: {}, store, storeId: null, accounts: [account('a', 'a@x.ma'), account('b', 'b@x.ma'), account('c', 'c@x.ma')] },
      fakeApi(calls, 'b@x.ma'),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SetupSaveError);
    expect((error as SetupSaveError).phase).toBe('accounts');
    expect((error as SetupSaveError).accountLocalId).toBe('b');
    expect(calls).toEqual(['entreprise:true', 'store:new', 'user:a@x.ma:[41]', 'user:b@x.ma:[41]']);
  });

  it('does not touch the store or accounts when the company is refused', async () => {
    const calls: string[] = [];
    const error = await runSetupSave(
      { entreprise: {}, store, storeId: null, accounts: [account('a', 'a@x.ma')] },
      fakeApi(calls, 'entreprise'),
    ).catch((e: unknown) => e);
    expect((error as SetupSaveError).phase).toBe('entreprise');
    expect(calls).toEqual(['entreprise:true']);
  });

  it('reports a refused store as the store phase, before any account', async () => {
    const calls: string[] = [];
    const error = await runSetupSave(
      { entreprise: {}, store, storeId: null, accounts: [account('a', 'a@x.ma')] },
      fakeApi(calls, 'store'),
    ).catch((e: unknown) => e);
    expect((error as SetupSaveError).phase).toBe('store');
    expect(calls).toEqual(['entreprise:true', 'store:new']);
  });
});

describe('accountBody', () => {
  it('puts the real store in place of the draft one and keeps the other stores once', () => {
    const a = account('a', 'a@x.ma');
    a.body.magasinIds = [DRAFT_STORE_ID, 3, 3];
    expect(accountBody(a, 12).magasinIds).toEqual([12, 3]);
  });

  it("gives the wizard's store to an account with none", () => {
    expect(accountBody(account('a', 'a@x.ma'), 12)).toMatchObject({ magasinIds: [12], roleId: [2], code: '123456' });
  });
});

describe('hasCashier', () => {
  it('needs at least one account with the caissier role', () => {
    expect(hasCashier([])).toBe(false);
    expect(hasCashier([{ roleTag: 'gerant' }, { roleTag: 'vendeuse' }])).toBe(false);
    expect(hasCashier([{ roleTag: 'gerant' }, { roleTag: 'caissier' }])).toBe(true);
  });
});
