// An `activation` query parameter on any page activates the e-mail address, 5 s after start, in the background.
import { TIMINGS_MS } from '@comptoir/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { authApi } from '../features/auth/api/auth-api';
import { i18n } from '../i18n/i18n';
import { isApiError } from '../lib/api-error';
import { navigateTo } from '../lib/navigation';
import { notifyDanger, notifySuccess } from '../lib/notify';

const handled = new Set<string>();

function stripActivationParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('activation')) return;
  url.searchParams.delete('activation');
  navigateTo(url.pathname + url.search, { replace: true });
}

export async function activateEmail(hash: string): Promise<boolean> {
  try {
    await authApi.activate(hash);
    notifySuccess({ message: i18n.t('alert.email-activation-successful') });
    return true;
  } catch (error) {
    const detail = isApiError(error) && error.message ? error.message : i18n.t('alert.email-activation-failed');
    notifyDanger({ title: i18n.t('alert.email-activation-failed'), message: detail });
    return false;
  } finally {
    stripActivationParam();
  }
}

export function useEmailActivation(): void {
  const [params] = useSearchParams();
  const hash = params.get('activation');
  useEffect(() => {
    if (!hash || handled.has(hash)) return;
    handled.add(hash);
    // Not cancelled on navigation: the link was opened once, the activation must happen.
    setTimeout(() => void activateEmail(hash), TIMINGS_MS.activationCheckDelay);
  }, [hash]);
}
