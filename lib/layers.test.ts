/**
 * docs/architecture.md: a layer never imports the one above it. lib/ sits below components/ and app/,
 * so no module in lib/ (tests aside) may import either at run time; `import type` is erased by the
 * build and allowed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Run-time imports (static, re-exports and dynamic) of a module's source. */
function runtimeImports(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]/gm)) {
    if (!m[1] && m[2]) found.push(m[2]);
  }
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) if (m[1]) found.push(m[1]);
  return found;
}

describe('lib/ imports nothing from the layers above it', () => {
  it('no lib/ module imports components/ or app/ at run time', () => {
    const offenders: string[] = [];
    for (const file of modules(path.join(root, 'lib'))) {
      for (const spec of runtimeImports(readFileSync(file, 'utf8'))) {
        if (/^@\/(components|app)(\/|$)/.test(spec)) offenders.push(`${path.relative(root, file)} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
