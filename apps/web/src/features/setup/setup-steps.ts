// The setup wizard's steps in the order of product-spec §1, and what a step keeps while the wizard is open.
import type { StaffFormBody } from '../users/components/staff-form';

export const SETUP_STEPS = ['getting-started', 'entreprise-config', 'store-creation', 'accounts-creation', 'final-step'] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

export const FIRST_STEP = 0;
export const LAST_STEP = SETUP_STEPS.length - 1;

/** Stands for the store being created while it has no id yet (in the accounts' store choices). */
export const DRAFT_STORE_ID = -1;

/** An account collected on the accounts step; createdId once POST /Users has created it. */
export interface DraftAccount {
  localId: string;
  body: StaffFormBody;
  roleTag: string | null;
  createdId: number | null;
}

export const CASHIER_TAG = 'caissier';

/** Product-spec §5: at least one account with the cashier role. */
export const hasCashier = (accounts: readonly Pick<DraftAccount, 'roleTag'>[]): boolean => accounts.some((a) => a.roleTag === CASHIER_TAG);
