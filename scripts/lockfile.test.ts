import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingOptionalEntries, resolveInLock, type Lockfile } from './lib/lockfile';

// `npm ci` (CI, and a Mac or Windows developer's clone) refuses a lockfile that drifted from
// package.json or lacks another platform's prebuilt binaries. Fix with `npm install` and then
// `npm run lock:platforms`.

const root = process.cwd();
type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest;
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lockfile;

/** Whether `version` satisfies the exact, ^ or ~ range package.json uses. */
function satisfies(version: string, range: string): boolean {
  const parse = (v: string) => v.split(/[.+-]/).slice(0, 3).map(Number) as [number, number, number];
  const match = /^([\^~]?)(\d+\.\d+\.\d+)$/.exec(range);
  if (!match) return false;
  const [operator, base] = [match[1], parse(match[2]!)];
  const have = parse(version);
  if (operator === '') return version === match[2];
  const atLeast =
    have[0] > base[0] ||
    (have[0] === base[0] && (have[1] > base[1] || (have[1] === base[1] && have[2] >= base[2])));
  if (!atLeast) return false;
  if (operator === '~') return have[0] === base[0] && have[1] === base[1];
  return base[0] > 0 ? have[0] === base[0] : have[1] === base[1];
}

describe('package-lock.json', () => {
  it('declares exactly the dependencies of package.json at its root', () => {
    const rootEntry = lock.packages[''];
    expect(rootEntry?.dependencies ?? {}).toEqual(manifest.dependencies ?? {});
    expect(rootEntry?.devDependencies ?? {}).toEqual(manifest.devDependencies ?? {});
  });

  it('locks a version of every dependency that satisfies package.json', () => {
    const declared = { ...manifest.dependencies, ...manifest.devDependencies };
    const wrong = Object.entries(declared).flatMap(([name, range]) => {
      const version = lock.packages[`node_modules/${name}`]?.version;
      return version && satisfies(version, range) ? [] : [`${name}: ${range} locked as ${version}`];
    });
    expect(wrong).toEqual([]);
  });

  it("holds every optional dependency, other platforms' prebuilt binaries included", () => {
    expect(missingOptionalEntries(lock).map((m) => `${m.name}@${m.spec} (for ${m.from})`)).toEqual([]);
    for (const name of [
      '@next/swc-darwin-arm64',
      '@next/swc-win32-x64-msvc',
      '@tailwindcss/oxide-darwin-arm64',
      '@tailwindcss/oxide-win32-x64-msvc',
      'lightningcss-darwin-arm64',
      'lightningcss-win32-x64-msvc',
      '@img/sharp-darwin-arm64',
      '@img/sharp-win32-x64',
    ]) {
      const found = resolveInLock(lock, '', name);
      expect(found, name).not.toBeNull();
      expect(lock.packages[found!]?.optional, name).toBe(true);
    }
    const swc = lock.packages['node_modules/@next/swc-darwin-arm64'];
    expect(swc).toMatchObject({ version: lock.packages['node_modules/next']?.version, os: ['darwin'] });
  });

  it('is accepted by `npm ci` (dry run on a copy of package.json and the lockfile)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'store-npm-ci-'));
    try {
      copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
      copyFileSync(path.join(root, 'package-lock.json'), path.join(dir, 'package-lock.json'));
      const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(result.status, `${result.stdout}\n${result.stderr}`.slice(-3000)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});

describe('satisfies (the range check above)', () => {
  it('reads exact, caret and tilde ranges like npm', () => {
    expect(satisfies('16.4.6', '16.4.6')).toBe(true);
    expect(satisfies('16.4.7', '16.4.6')).toBe(false);
    expect(satisfies('5.9.1', '^5.8.0')).toBe(true);
    expect(satisfies('6.0.0', '^5.8.0')).toBe(false);
    expect(satisfies('5.7.9', '^5.8.0')).toBe(false);
    expect(satisfies('0.3.9', '^0.3.7')).toBe(true);
    expect(satisfies('0.4.0', '^0.3.7')).toBe(false);
    expect(satisfies('1.2.9', '~1.2.3')).toBe(true);
    expect(satisfies('1.3.0', '~1.2.3')).toBe(false);
  });
});
