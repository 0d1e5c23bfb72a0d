import { describe, expect, it } from 'vitest';
import { throttleProgress } from './progress-throttle';

describe('the worker progress throttle', () => {
  it('sends the first report, then at most one per interval, and always the last', () => {
    let clock = 0;
    const sent: [number, number][] = [];
    const report = throttleProgress(
      (d, t) => sent.push([d, t]),
      100,
      () => clock,
    );
    for (let done = 0; done < 5000; done += 500) {
      report(done, 5000);
      clock += 30;
    }
    report(5000, 5000);
    // Reports at 0, 30, 60 … ms: sent at 0, 120, 240 ms, then the last one.
    expect(sent).toEqual([
      [0, 5000],
      [2000, 5000],
      [4000, 5000],
      [5000, 5000],
    ]);
  });
});
