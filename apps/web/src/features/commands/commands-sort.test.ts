import { COMMAND_SORTS } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { toCommandsSort } from './commands-sort';

describe('toCommandsSort', () => {
  it('turns the sorted column into a sort the server accepts', () => {
    expect(toCommandsSort({ key: 'ticket', direction: 'asc' })).toBe('ticketNumber');
    expect(toCommandsSort({ key: 'date', direction: 'desc' })).toBe('-created_at');
    expect(toCommandsSort({ key: 'total', direction: 'desc' })).toBe('-total');
    for (const key of ['ticket', 'date', 'total'])
      for (const direction of ['asc', 'desc'] as const) expect(COMMAND_SORTS).toContain(toCommandsSort({ key, direction }));
  });

  it('sends no sort for other columns or none', () => {
    expect(toCommandsSort(null)).toBeUndefined();
    expect(toCommandsSort({ key: 'client', direction: 'asc' })).toBeUndefined();
  });
});
