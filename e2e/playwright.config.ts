// End-to-end journeys in Debian's Chromium against the built app on a fresh SQLite database with the demo company.
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // CI runs on whatever machine the session had, up to 4× slower than another, with two shards and their servers on
  // two cores: a journey's time and a page's first paint there can be twice a developer's. The limits are for a
  // journey that hangs, not a measure of speed (bench/ measures that). On 2026-11-28 a slower machine took 2–3× the
  // usual time (a page's scripts ran 11 s after its load began): CI's limits are 90 s a journey and 30 s an expectation,
  // and a journey's own limit is stretched 1.5× (`timeouts.ts`).
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 30_000 : 8_000 },
  reporter: [['list'], ['json']],
  // One artifacts folder per port, so parallel runs do not wipe each other's traces.
  outputDir: `../test-results/e2e-artifacts-${PORT}`,
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    // The service worker fetches all of the build's files ahead (≈650 files, 7 MB) in every new context, that is in every
    // journey: blocked, a journey takes half the time on a loaded machine (catalogue.spec 3.2 → 1.3 min). The journeys
    // that go offline have it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // A click or a fill waits this long for its element, not until the journey's limit: a menu that closed before
    // its option was clicked held the accessibility sweep 13 min (2026-11-28).
    actionTimeout: process.env.CI ? 30_000 : 15_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(PORT) },
  },
});
