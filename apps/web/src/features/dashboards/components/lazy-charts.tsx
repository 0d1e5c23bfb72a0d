// The charts' code (@mantine/charts and recharts, the heaviest part of a dashboard) is a chunk of its own, requested
// once the screen is usable: the home is in the first load of a signed-in user, its figures come first.
import { Skeleton } from '@mantine/core';
import { Suspense, type ComponentProps } from 'react';
import { lazyWhenUsable } from '../../../app/lazy-screen';

const Bars = lazyWhenUsable(() => import('./chart-views').then((m) => ({ default: m.ComparisonBars })));
const Donut = lazyWhenUsable(() => import('./chart-views').then((m) => ({ default: m.ShareDonut })));
const Lines = lazyWhenUsable(() => import('./chart-views').then((m) => ({ default: m.TrendLines })));

const Fallback = ({ h }: { h: number }) => <Skeleton h={h} radius="md" />;

export function ComparisonBars(props: ComponentProps<typeof Bars>) {
  return (
    <Suspense fallback={<Fallback h={props.h ?? 240} />}>
      <Bars {...props} />
    </Suspense>
  );
}

export function ShareDonut(props: ComponentProps<typeof Donut>) {
  return (
    <Suspense fallback={<Fallback h={160} />}>
      <Donut {...props} />
    </Suspense>
  );
}

export function TrendLines(props: ComponentProps<typeof Lines>) {
  return (
    <Suspense fallback={<Fallback h={props.h ?? 240} />}>
      <Lines {...props} />
    </Suspense>
  );
}
