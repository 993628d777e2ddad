// `npm run test:e2e` after the build: the end-to-end tests in two runs. First every screen's tests on two workers
// (the 'desktop' and 'backend' projects, and 'steady-light': the tests of the steady specs that time nothing, tagged
// '@any-load'); then the timing-sensitive ones ('steady': the face model on a fake camera, dwell and scanning timed
// to the tenth of a second, a card that closes by itself) alone, so nothing else shares the 2 cores with them. Each
// run writes its own JSON report (scripts/test-summary.mjs adds them up); the exit code fails when either run failed.
// A plain `npx playwright test` still runs all the projects at once.
import { spawnSync } from 'node:child_process';

const runs = [
  { report: 'reports/e2e.json', projects: ['desktop', 'backend', 'steady-light'] },
  { report: 'reports/e2e-steady.json', projects: ['steady'] },
];

let status = 0;
for (const { report, projects } of runs) {
  const args = ['playwright', 'test', ...projects.map((name) => `--project=${name}`)];
  const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, E2E_REPORT: report } });
  if (result.status !== 0) status = result.status ?? 1;
}
process.exit(status);
