// A table cell with a figure's change from the previous period (the badge of the figure cards).
import type { Figure } from '@comptoir/shared';
import { ChangeBadge } from './figure-card';
import { changePercent } from '../period';

export const changeValue = (figure: Figure): number | null => changePercent(figure.value, figure.previous);

export function ChangeCell({ figure, lowerIsBetter }: { figure: Figure; lowerIsBetter?: boolean }) {
  return <ChangeBadge figure={figure} lowerIsBetter={lowerIsBetter} />;
}
