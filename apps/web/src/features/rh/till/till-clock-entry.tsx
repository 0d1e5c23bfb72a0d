// The door of the till's time clock (issue 32), the one chunk the till names: the part and its texts come after.
import { lazy, Suspense } from 'react';
import { loadFeatureTexts } from '../../../i18n/i18n';
import type { TillClockProps } from './till-clock';

const Part = lazy(async () => {
  const [mod] = await Promise.all([import('./till-clock'), loadFeatureTexts(['rh']).catch(() => undefined)]);
  return { default: mod.TillClock };
});

export default function TillClockEntry(props: TillClockProps) {
  return (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}
