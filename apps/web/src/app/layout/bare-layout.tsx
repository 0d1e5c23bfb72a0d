// The frame of the full-screen screens (issue 30: customer display, preparation display, kiosk): none. The screen
// takes the whole window; a person leaves it by the browser (or the screen's own discreet exit).
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';

export function BareLayout() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Outlet />
    </Suspense>
  );
}
