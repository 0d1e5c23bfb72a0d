// The e-mail activation itself (./use-email-activation.ts): loaded only when a link asks for it (issue 23 point 10).
import { authApi } from '../features/auth/api/auth-api';
import { i18n } from '../i18n/i18n';
import { isApiError } from '../lib/api-error';
import { navigateTo } from '../lib/navigation';
import { notifyDanger, notifySuccess } from '../lib/notify';

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
