// A journey's own time limit (`test.setTimeout`), stretched on CI: CI runs on whatever machine the session had, up to
// 4× slower than another, with two shards and their servers on two cores (a journey took 2–3× its usual time there on
// 2026-11-28). Like the config's limits, these catch a hang; bench/ measures speed.
export const onCi = (ms: number): number => (process.env.CI ? Math.round(ms * 1.5) : ms);
