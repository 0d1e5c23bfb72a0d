// What waits for the page to be usable (issue 23 point 10): nothing runs before, everything once after, never in the
// task that marked it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterUsable, markUsable, resetUsableForTests, startUsableFallback, whenUsable } from './after-usable';

beforeEach(() => {
  vi.useFakeTimers();
  resetUsableForTests();
});
afterEach(() => vi.useRealTimers());

describe('afterUsable', () => {
  it('runs the waiting work once the page is marked usable, in a later task', async () => {
    const work = vi.fn();
    afterUsable(work);
    let resolved = false;
    void whenUsable().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).not.toHaveBeenCalled();
    markUsable();
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150);
    expect(work).toHaveBeenCalledOnce();
    expect(resolved).toBe(true);
    // Later asks run at once (in a later task).
    const late = vi.fn();
    afterUsable(late);
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toHaveBeenCalledOnce();
    expect(work).toHaveBeenCalledOnce();
  });

  it('takes a page that never says so as usable a few seconds after the start', async () => {
    const work = vi.fn();
    afterUsable(work);
    startUsableFallback();
    await vi.advanceTimersByTimeAsync(3900);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(work).toHaveBeenCalledOnce();
  });
});
