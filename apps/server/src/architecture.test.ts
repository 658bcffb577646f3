import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

describe('the server layers: routes, service, repository', () => {
  it('keeps Drizzle and the table definitions in repository files and src/db only', () => {
    const offenders = files
      .filter(({ path }) => !path.startsWith('db/') && !path.endsWith('-repository.ts'))
      .filter(({ text }) => /from 'drizzle-orm|\/db\/schema\.js'/.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it('gives every route file the one shared set of error responses', () => {
    const routeFiles = files.filter(({ path }) => path.endsWith('-routes.ts'));
    expect(routeFiles.length).toBeGreaterThan(0);
    const offenders = routeFiles
      .filter(({ text }) => /\bErrorResponseSchema\b/.test(text) || !text.includes('errorResponses'))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });
});
