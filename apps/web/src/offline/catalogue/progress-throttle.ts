// The worker's progress messages, at most one every PROGRESS_INTERVAL_MS (and always the first and the last): a
// message per batch of 500 rows re-rendered the status on the main thread hundreds of times during a large load and
// made long tasks there (issue 11: no main-thread task over 100 ms).
export const PROGRESS_INTERVAL_MS = 100;

export function throttleProgress(
  send: (done: number, total: number) => void,
  intervalMs = PROGRESS_INTERVAL_MS,
  now: () => number = () => performance.now(),
): (done: number, total: number) => void {
  let last = -Infinity;
  return (done, total) => {
    const t = now();
    if (done < total && t - last < intervalMs) return;
    last = t;
    send(done, total);
  };
}
