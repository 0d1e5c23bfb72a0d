// The door of the till's displays part (issue 30), the one chunk the till itself names: it imports only what the
// till has already loaded, then the part (and its texts) in a second step, so the till's first load carries the name
// of this file alone, not those of the part's pieces (vite's preload lists; `npm run bench:first-load`).
import { lazy, Suspense } from 'react';
import { loadFeatureTexts } from '../../../i18n/i18n';
import type { TillDisplaysProps } from './till-displays';

const Part = lazy(async () => {
  const [mod] = await Promise.all([import('./till-displays'), loadFeatureTexts(['displays']).catch(() => undefined)]);
  return { default: mod.TillDisplays };
});

export default function TillDisplaysEntry(props: TillDisplaysProps) {
  return (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}
