// The setup wizard's saving order (product-spec §4): the company (marked set up), then the store (updated when it has
// an id, else created; the server marks it set up), then every account. A failure stops there; what is done stays done
// (the store keeps its id, created accounts are skipped on the next attempt).
import type { EntreprisePatch, Magasin, MagasinBody, StaffCreateBody, StaffUser } from '@comptoir/shared';
import { DRAFT_STORE_ID, type DraftAccount } from './setup-steps';

export type SavePhase = 'entreprise' | 'store' | 'accounts';

export interface SetupSaveApi {
  updateEntreprise: (patch: EntreprisePatch) => Promise<unknown>;
  saveStore: (body: MagasinBody) => Promise<Magasin>;
  createUser: (body: StaffCreateBody) => Promise<StaffUser>;
}

export interface SetupSaveInput {
  entreprise: EntreprisePatch;
  store: MagasinBody;
  storeId: number | null;
  accounts: readonly DraftAccount[];
}

export interface SetupSaveEvents {
  onPhase?: (phase: SavePhase) => void;
  onStoreSaved?: (store: Magasin) => void;
  onAccountCreated?: (localId: string, user: StaffUser) => void;
}

export class SetupSaveError extends Error {
  constructor(
    readonly phase: SavePhase,
    override readonly cause: unknown,
    readonly accountLocalId: string | null = null,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'SetupSaveError';
  }
}

/** The account's body for POST /Users: the wizard's store stands in for the draft one, and is given when none is. */
export function accountBody(account: DraftAccount, storeId: number): StaffCreateBody {
  const b = account.body;
  const stores = [...new Set((b.magasinIds ?? []).map((id) => (id === DRAFT_STORE_ID ? storeId : id)))];
  return {
    name: b.name ?? '',
    email: b.email ?? '',
    tel: b.tel ?? '',
    code: b.code ?? '',
    roleId: b.roleId ?? [],
    magasinIds: stores.length ? stores : [storeId],
    fileId: b.fileId ?? null,
  };
}

export async function runSetupSave(input: SetupSaveInput, api: SetupSaveApi, events: SetupSaveEvents = {}): Promise<Magasin> {
  events.onPhase?.('entreprise');
  try {
    await api.updateEntreprise({ ...input.entreprise, isSetup: true });
  } catch (error) {
    throw new SetupSaveError('entreprise', error);
  }

  events.onPhase?.('store');
  let store: Magasin;
  try {
    const { id: _ignored, ...body } = input.store;
    store = await api.saveStore(input.storeId ? { ...body, id: input.storeId } : body);
  } catch (error) {
    throw new SetupSaveError('store', error);
  }
  events.onStoreSaved?.(store);

  events.onPhase?.('accounts');
  for (const account of input.accounts) {
    if (account.createdId !== null) continue;
    try {
      const user = await api.createUser(accountBody(account, store.id));
      events.onAccountCreated?.(account.localId, user);
    } catch (error) {
      throw new SetupSaveError('accounts', error, account.localId);
    }
  }
  return store;
}
