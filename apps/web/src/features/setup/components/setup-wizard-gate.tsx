// Opens the setup wizard for a signed-in admin whose company is not set up, unless the admin chose 'never show again'
// (a per-user setting on the server) or put it off for this session. Mounted once in the signed-in layout.
import type { AuthUser } from '@comptoir/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadChunk } from '../../../app/lazy-screen';
import { loadFeatureTexts } from '../../../i18n/i18n';
import { useStore } from '../../../lib/create-store';
import { readStorage, writeStorage } from '../../../lib/safe-storage';
import { authKeys } from '../../auth/api/keys';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { setupWizardStore } from '../setup-wizard-store';
import type { SetupCloseReason } from './setup-wizard';

/** The features whose texts the wizard's steps show (checked by app/screen-texts.test.ts). */
export const SETUP_WIZARD_TEXTS = ['setup', 'stores', 'devices', 'entreprise', 'users'];

const SetupWizard = lazy(async () => {
  const [mod] = await Promise.all([loadChunk(() => import('./setup-wizard')), loadFeatureTexts(SETUP_WIZARD_TEXTS)]);
  return { default: mod.SetupWizard };
});

/** Put off for this browser session ('later'), per user and company. */
export const laterKey = (user: Pick<AuthUser, 'id' | 'entreprise'>) => `comptoir.setup-later.${user.id}.${user.entreprise.id}`;

export function shouldOpenSetup(user: AuthUser | undefined, putOff: boolean): boolean {
  return Boolean(user && user.role.tag === 'admin' && !user.entreprise.isSetup && !user.hideGettingStarted && !putOff);
}

export function SetupWizardGate() {
  const user = useAuthUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requested = useStore(setupWizardStore, (s) => s.requested);
  const putOff = user ? readStorage(laterKey(user), 'session') === '1' : false;
  const auto = shouldOpenSetup(user, putOff);
  // Once open it stays open until closed: saving marks the company set up before the final step is shown.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (auto || requested) setOpen(true);
  }, [auto, requested]);

  if (!open || !user) return null;

  const close = (reason: SetupCloseReason) => {
    if (reason === 'later') writeStorage(laterKey(user), '1', 'session');
    setOpen(false);
    setupWizardStore.set({ requested: false });
    if (reason === 'finished') {
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
      void navigate('/');
    }
  };

  return (
    <Suspense fallback={null}>
      <SetupWizard key={user.entreprise.id} user={user} onClose={close} />
    </Suspense>
  );
}
