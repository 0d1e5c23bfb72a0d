// The wizard's state while it is open: current step, the store and accounts collected, and the save (product-spec §4).
// Nothing typed is lost on a failure: the values stay here and a new attempt updates rather than duplicates.
import type { EntreprisePatch, Magasin, MagasinBody } from '@comptoir/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { authKeys } from '../../auth/api/keys';
import { entrepriseApi } from '../../entreprise/api/entreprise-api';
import { entrepriseKeys } from '../../entreprise/api/keys';
import { storeKeys } from '../../stores/api/keys';
import { storesApi } from '../../stores/api/stores-api';
import { usersApi } from '../../users/api/users-api';
import { usersKeys } from '../../users/api/keys';
import type { StaffFormBody } from '../../users/components/staff-form';
import { runSetupSave, SetupSaveError, type SavePhase } from '../setup-save';
import { FIRST_STEP, LAST_STEP, type DraftAccount } from '../setup-steps';

export interface SaveState {
  status: 'idle' | 'saving' | 'error' | 'saved';
  phase: SavePhase | null;
  error: unknown;
  failedAccount: string | null;
}

const IDLE: SaveState = { status: 'idle', phase: null, error: null, failedAccount: null };

export interface SetupWizardState {
  step: number;
  store: MagasinBody | null;
  storeId: number | null;
  accounts: DraftAccount[];
  save: SaveState;
}

// The wizard shows its own progress and the error in place: no global loader, no duplicate notifications.
const QUIET = { withoutLoader: true } as const;

let seq = 0;
const localId = () => `acc-${Date.now().toString(36)}-${++seq}`;

export function useSetupWizard(initialStore: Magasin | null) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState(FIRST_STEP);
  const [store, setStore] = useState<MagasinBody | null>(null);
  const [storeId, setStoreId] = useState<number | null>(initialStore?.id ?? null);
  const [accounts, setAccounts] = useState<DraftAccount[]>([]);
  const [save, setSave] = useState<SaveState>(IDLE);
  const accountsRef = useRef(accounts);
  accountsRef.current = accounts;

  const goTo = useCallback((i: number) => setStep(Math.min(LAST_STEP, Math.max(FIRST_STEP, i))), []);
  const next = useCallback(() => setStep((s) => Math.min(LAST_STEP, s + 1)), []);
  const previous = useCallback(() => setStep((s) => Math.max(FIRST_STEP, s - 1)), []);

  const addAccount = useCallback((body: StaffFormBody, roleTag: string | null) => {
    setAccounts((list) => [...list, { localId: localId(), body, roleTag, createdId: null }]);
  }, []);
  const removeAccount = useCallback((id: string) => {
    setAccounts((list) => list.filter((a) => a.localId !== id || a.createdId !== null));
    setSave((s) => (s.failedAccount === id ? IDLE : s));
  }, []);

  /** Runs the saving order; resolves true when everything is saved. */
  const runSave = useCallback(
    async (entreprise: EntreprisePatch): Promise<boolean> => {
      if (!store) return false;
      setSave({ status: 'saving', phase: 'entreprise', error: null, failedAccount: null });
      try {
        await runSetupSave(
          { entreprise, store, storeId, accounts: accountsRef.current },
          {
            updateEntreprise: async (patch) => {
              const data = await entrepriseApi.update(patch, QUIET);
              queryClient.setQueryData(entrepriseKeys.detail(), data);
            },
            saveStore: (body) => storesApi.save(body, QUIET),
            createUser: (body) => usersApi.create(body, QUIET),
          },
          {
            onPhase: (phase) => setSave((s) => ({ ...s, phase })),
            onStoreSaved: (saved) => setStoreId(saved.id),
            onAccountCreated: (id, user) => setAccounts((list) => list.map((a) => (a.localId === id ? { ...a, createdId: user.id } : a))),
          },
        );
        setSave({ status: 'saved', phase: null, error: null, failedAccount: null });
        return true;
      } catch (error) {
        const failure = error instanceof SetupSaveError ? error : new SetupSaveError('entreprise', error);
        if (!isApiError(failure.cause)) console.error('[setup] save failed', failure.cause);
        setSave({ status: 'error', phase: failure.phase, error: failure.cause, failedAccount: failure.accountLocalId });
        return false;
      } finally {
        // Whatever got saved shows everywhere (header, home, store and staff lists).
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: authKeys.me() }),
          queryClient.invalidateQueries({ queryKey: storeKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: usersKeys.all }),
        ]);
      }
    },
    [queryClient, store, storeId],
  );

  return {
    state: { step, store, storeId, accounts, save } satisfies SetupWizardState,
    goTo,
    next,
    previous,
    setStore,
    addAccount,
    removeAccount,
    runSave,
    resetSave: () => setSave(IDLE),
  };
}
