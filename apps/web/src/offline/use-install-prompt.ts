// The install banner's state: Android (beforeinstallprompt → Install button) or iOS Safari (Add to Home Screen steps).
import { useCallback, useEffect, useState } from 'react';
import { readStorage, writeStorage } from '../lib/safe-storage';
import { STORAGE_KEYS } from '../lib/storage-keys';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallPlatform = 'android' | 'ios' | null;

interface NavigatorStandalone {
  standalone?: boolean;
}

export function isStandalone(): boolean {
  return (
    (navigator as Navigator & NavigatorStandalone).standalone === true ||
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches)
  );
}

export function isIosSafari(userAgent = navigator.userAgent, maxTouchPoints = navigator.maxTouchPoints): boolean {
  const ios = /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1);
  const safari = /safari/i.test(userAgent) && !/crios|fxios|edgios|opios|gsa\//i.test(userAgent);
  return ios && safari;
}

export function useInstallPrompt() {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [dismissed, setDismissed] = useState(() => readStorage(STORAGE_KEYS.installBannerDismissed) === '1');
  const [installed, setInstalled] = useState(false);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      if (!/android/i.test(navigator.userAgent)) return; // the banner is for phones; desktop browsers have their own button
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const platform: InstallPlatform = deferred ? 'android' : isIosSafari() && !isStandalone() ? 'ios' : null;

  const dismiss = useCallback(() => {
    writeStorage(STORAGE_KEYS.installBannerDismissed, '1');
    setDismissed(true);
  }, []);

  const install = useCallback(async () => {
    if (!deferred) return;
    await deferred.prompt();
    const choice = await deferred.userChoice;
    setDeferred(null);
    if (choice.outcome === 'accepted') setInstalled(true);
    else dismiss();
  }, [deferred, dismiss]);

  return { platform: dismissed || installed ? null : platform, install, dismiss };
}
