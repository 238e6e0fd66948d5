/**
 * `npm test`: the whole suite. Unit and API integration tests (Vitest, real route handlers over a
 * fresh real database), then a production build and the Playwright journeys in Chromium against
 * one server per catalogue (including the page-weight budgets, e2e/budgets*.spec.ts), the Lighthouse
 * accessibility, SEO and best-practice floors on the catalogue pages (scripts/lighthouse-floors.ts),
 * then the load, crash and outage tests (test/resilience) on the same build.
 * With DATABASE_URL set, every database is created fresh on that server.
 *   --unit only Vitest; --api-only (with --unit) only Vitest's API project, the tests that use a database
 *   (CI's second pass on a PostgreSQL server: the unit project does not touch the database); --e2e only the browser tests and the resilience tests (not when specs are named);
 *   --no-build reuses the existing production build;
 *   --no-browser skips the Playwright journeys and the Lighthouse floors (Vitest and the resilience
 *   tests still run): CI's second pass on a PostgreSQL server, where the browser pass would not fit;
 *   --update-snapshots[=all|changed|missing|none] goes to Playwright (the phone screenshot baselines), and
 *   so do --repeat-each=N and --grep=TEXT (a flaky test run N times in a row, without retries hiding it).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_HELP, findChromium } from './lib/chromium';
import { startE2eServers, type E2eServer } from './lib/e2e-server';
import { withLock } from './lib/lock';
import { checkLighthouseFloors } from './lighthouse-floors';

const args = process.argv.slice(2);
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : 'all';
const skipBuild = args.includes('--no-build');
const noBrowser = args.includes('--no-browser');
const extra = args.filter((a) => !a.startsWith('--'));
const vitestProjects = args.includes('--api-only') ? ['--project', 'api'] : [];
const playwrightFlags = args.filter((a) => /^--(update-snapshots|repeat-each=|grep=)/.test(a));
const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function step(title: string, command: string, commandArgs: string[], env: NodeJS.ProcessEnv = baseEnv): void {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`\n=== ${title}: passed in ${seconds(started)} s ===`);
}

function seconds(since: number): number {
  return Math.round((Date.now() - since) / 1000);
}

const database = process.env.DATABASE_URL
  ? 'PostgreSQL server (fresh databases)'
  : 'PGlite (fresh in-memory copies)';
console.log(`Test database: ${database}`);

let chromium: string | null = null;
if (only !== 'unit' && !noBrowser) {
  chromium = await findChromium();
  if (!chromium) {
    console.error(CHROMIUM_HELP);
    process.exit(1);
  }
}

if (only !== 'e2e')
  step('Vitest: unit and API integration tests', bin('vitest'), [
    'run',
    ...vitestProjects,
    ...(only === 'unit' ? extra : []),
  ]);

function runResilience(): number {
  step(
    'Resilience: load, crash and outage',
    bin('vitest'),
    ['run', '--config', 'vitest.resilience.config.ts'],
    { ...baseEnv, RESILIENCE_LOCK_HELD: '1' },
  );
  return 0;
}

if (only !== 'unit') {
  mkdirSync(path.join(root, '.data'), { recursive: true });
  const status = await withLock(path.join(root, '.data', 'e2e.lock'), 'browser-test run', async () => {
    if (!skipBuild) step('next build', bin('next'), ['build']);
    const mediaDir = path.join(root, '.data', 'e2e-media');
    const servers: E2eServer[] = [];
    if (noBrowser) {
      console.log('\n=== Playwright and Lighthouse floors: skipped (--no-browser) ===');
      return runResilience();
    }
    try {
      console.log('\n=== starting the app: fashion and furniture catalogues ===');
      const serversStarted = Date.now();
      servers.push(...(await startE2eServers(mediaDir)));
      const [fashion, furniture] = servers;
      console.log(`\n=== both catalogues served in ${seconds(serversStarted)} s ===`);
      const playwrightStarted = Date.now();
      const result = spawnSync(
        bin('playwright'),
        ['test', ...(only === 'e2e' ? extra : []), ...playwrightFlags],
        {
          stdio: 'inherit',
          env: {
            ...baseEnv,
            CHROMIUM_PATH: chromium!,
            E2E_FASHION_URL: fashion!.url,
            E2E_FURNITURE_URL: furniture!.url,
            E2E_FASHION_DATABASE_URL: fashion!.env.DATABASE_URL ?? '',
            E2E_FASHION_PGLITE: fashion!.env.PGLITE_DATA_DIR ?? '',
          },
        },
      );
      console.log(`\n=== Playwright: exit ${result.status} in ${seconds(playwrightStarted)} s ===`);
      if (result.status !== 0) return result.status ?? 1;
      if (!(only === 'e2e' && extra.length > 0)) {
        console.log('\n=== Lighthouse floors: /, /shop and a product page, both stores ===');
        const lighthouseStarted = Date.now();
        const fashionOk = await checkLighthouseFloors(fashion!.url, chromium!, 'fashion');
        const furnitureOk = await checkLighthouseFloors(furniture!.url, chromium!, 'furniture');
        console.log(`\n=== Lighthouse floors: done in ${seconds(lighthouseStarted)} s ===`);
        if (!fashionOk || !furnitureOk) {
          console.error('\n✗ A catalogue page scored under its Lighthouse floor.');
          return 1;
        }
      }
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
    // Still under the lock, so .next stays this build while the resilience tests start their own servers.
    if (only === 'e2e' && extra.length > 0) {
      console.log('\n=== Resilience: skipped (only selected browser specs were asked for) ===');
      return 0;
    }
    return runResilience();
  });
  if (status !== 0) {
    console.error('\n✗ The browser tests (Playwright or the Lighthouse floors) failed.');
    process.exit(status);
  }
}
console.log('\n✓ All test suites passed.');
