// Node's flags for the server process, in one place: every launcher (npm start, the e2e server, the benchmarks) runs
// the server with them, and docs/operations.md names them for a deployment.
// --max-semi-space-size=64 (MB): a young generation large enough for a till's burst of sales. With the default
// (16 MB) the server ran ~190 scavenges in a 6-second sales run, ~2.4 ms each, 5 % of its time; with 64 MB, ~55 and
// −7 % CPU per sale (bench/RESULTS.md, 2026-11-26). It cannot be set from inside the process (v8.setFlagsFromString
// was measured to have no effect), hence the launchers.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
