import type { PrepOrder } from '@comptoir/shared';
import { canMovePrep, orderPrepStep, routeLines, screensForLine } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { bumpAction, lastServed, onScreen, waited, waitLevel } from './prep-rules';

const order = (id: number, step: PrepOrder['step'], stepAt: string | null = null): PrepOrder => ({
  commandId: id,
  ticketNumber: id,
  clientName: null,
  notes: null,
  since: '2026-11-27T10:00:00.000Z',
  step,
  stepAt,
  lines: [],
});

describe('routing of the preparation display', () => {
  const kitchen = { id: 1, categoryIds: [10, 11] };
  const bar = { id: 2, categoryIds: [20] };
  const counter = { id: 3, categoryIds: [] };
  it('sends a line to the screens naming its category, and to the counter that names none', () => {
    expect(screensForLine(10, [kitchen, bar, counter])).toEqual([1, 3]);
    expect(screensForLine(20, [kitchen, bar, counter])).toEqual([2, 3]);
  });
  it('sends a line no screen names (or without a category) to the counter only', () => {
    expect(screensForLine(99, [kitchen, bar, counter])).toEqual([3]);
    expect(screensForLine(null, [kitchen, bar, counter])).toEqual([3]);
  });
  it('sends it to every screen when there is no counter, so no paid order is lost', () => {
    expect(screensForLine(99, [kitchen, bar])).toEqual([1, 2]);
    expect(screensForLine(null, [])).toEqual([]);
  });
  it('splits an order’s lines between the screens', () => {
    const m = routeLines([{ categoryId: 10 }, { categoryId: 20 }, { categoryId: 11 }], [kitchen, bar]);
    expect(Object.fromEntries(m)).toEqual({ 1: [0, 2], 2: [1] });
  });
});

describe('steps', () => {
  it('moves forward one step at a time; a served order can be recalled to ready', () => {
    expect(canMovePrep('todo', 'in_progress')).toBe(true);
    expect(canMovePrep('in_progress', 'ready')).toBe(true);
    expect(canMovePrep('ready', 'served')).toBe(true);
    expect(canMovePrep('served', 'ready')).toBe(true);
    expect(canMovePrep('todo', 'ready')).toBe(false);
    expect(canMovePrep('ready', 'todo')).toBe(false);
    expect(canMovePrep('served', 'todo')).toBe(false);
  });
  it('calls an order ready for the till once every screen has it ready or served', () => {
    expect(orderPrepStep(['ready', 'in_progress'])).toBe('in_progress');
    expect(orderPrepStep(['ready', 'todo'])).toBe('todo');
    expect(orderPrepStep(['ready', 'served'])).toBe('ready');
    expect(orderPrepStep(['served', 'served'])).toBe('served');
    expect(orderPrepStep([])).toBe('todo');
  });
});

describe('the screen', () => {
  it('turns the waiting time orange, then red', () => {
    expect(waitLevel(4 * 60_000, 5, 10)).toBe('ok');
    expect(waitLevel(5 * 60_000, 5, 10)).toBe('warn');
    expect(waitLevel(10 * 60_000, 5, 10)).toBe('late');
    expect(waited(65_000)).toBe('01:05');
    expect(waited(3_725_000)).toBe('1:02:05');
  });
  it('clears served orders after the delay and recalls the last served', () => {
    const now = Date.parse('2026-11-27T10:10:00.000Z');
    const orders = [order(1, 'todo'), order(2, 'served', '2026-11-27T10:09:30.000Z'), order(3, 'served', '2026-11-27T10:05:00.000Z')];
    expect(onScreen(orders, now, 60).map((o) => o.commandId)).toEqual([1, 2]);
    expect(lastServed(orders)?.commandId).toBe(2);
  });
  it('reads a bump bar’s keys', () => {
    expect(bumpAction('3')).toEqual({ kind: 'select', index: 2 });
    expect(bumpAction('Enter')).toEqual({ kind: 'bump' });
    expect(bumpAction('ArrowLeft')).toEqual({ kind: 'move', by: -1 });
    expect(bumpAction('r')).toEqual({ kind: 'recall' });
    expect(bumpAction('x')).toBeNull();
  });
});
