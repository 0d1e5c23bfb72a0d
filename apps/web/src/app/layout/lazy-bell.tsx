// The notification bell and the live channel's state in a header (the back office's and the till's frame): loaded
// once the page is usable, with the notifications' texts, so neither first load carries them (issue 25).
import { Suspense } from 'react';
import { useAuthUser } from '../../features/auth/hooks/use-auth';
import { loadFeatureTexts } from '../../i18n/i18n';
import { lazyWhenUsable } from '../lazy-screen';

const HeaderBell = lazyWhenUsable(() =>
  Promise.all([import('../../features/notifications/components/header-bell'), loadFeatureTexts(['notifications'])]).then(([m]) => ({
    default: m.HeaderBell,
  })),
);

export function LazyBell() {
  const user = useAuthUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <HeaderBell />
    </Suspense>
  );
}
