import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Secrets with a recognisable shape: found in any tracked file. */
const SHAPED: [string, RegExp][] = [
  ['private key', /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/],
  ['AWS access key', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['GitHub token', /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})/],
  ['Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
  ['API secret key', /\b(?:sk|rk)-(?:proj-|live-)?[A-Za-z0-9_-]{20,}|\b[rs]k_live_[A-Za-z0-9]{16,}/],
  ['npm token', /\bnpm_[A-Za-z0-9]{36}\b/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['JSON web token', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  // A connection string with an inline password that is not a variable or a placeholder word.
  [
    'password in a connection string',
    /\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis|amqp):\/\/[^\s:/'"`@]+:(?!(?:password|pass|secret|changeme)@)[^\s@'"`$]+@/i,
  ],
];

/** A literal password, secret, key or token assigned in code (`password: 'hunter22'`, `API_KEY = "..."`). */
const ASSIGNED =
  /\b(?:password|passwd|secret|api_?key|access_?key|auth_?token|token)[A-Za-z0-9_]*['"]?\s*[:=]\s*['"`]([^'"`\s]{6,})['"`]/i;

/**
 * Where a literal password is expected: test code and fixtures (tests, e2e journeys, the benchmarks'
 * throwaway servers) and the lock file (package names such as js-tokens). Shaped secrets are searched
 * there too.
 */
const FIXTURE_PATHS = [/\.test\.tsx?$/, /(^|\/)test\//, /^e2e\//, /^bench\//, /^package-lock\.json$/];
/** Values that are no secret: paths and URLs. */
const NOT_A_SECRET = /^(?:\/|https?:)/;

function findSecrets(path: string, text: string): string[] {
  const found: string[] = [];
  for (const [line, content] of text.split('\n').entries()) {
    for (const [kind, pattern] of SHAPED)
      if (pattern.test(content)) found.push(`${path}:${line + 1}: ${kind}`);
    if (FIXTURE_PATHS.some((p) => p.test(path))) continue;
    const assigned = ASSIGNED.exec(content);
    if (assigned && !NOT_A_SECRET.test(assigned[1]!))
      found.push(`${path}:${line + 1}: literal credential assigned in code`);
  }
  return found;
}

describe('no secret in the repository', () => {
  it('finds no private key, token, credential or committed .env file in any tracked file', () => {
    const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    let scanned = 0;
    for (const path of files) {
      if (/(^|\/)\.env(\.|$)/.test(path) && !path.endsWith('.env.example'))
        found.push(`${path}: an environment file is tracked`);
      const full = join(root, path);
      // Deleted in the work tree but still tracked: nothing to read.
      let size: number;
      try {
        size = statSync(full).size;
      } catch {
        continue;
      }
      if (size > 5 * 1024 * 1024) continue;
      const bytes = readFileSync(full);
      if (bytes.includes(0)) continue; // binary (images)
      scanned += 1;
      found.push(...findSecrets(path, bytes.toString('utf8')));
    }
    expect(scanned).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('would notice each kind of secret (the detectors are not blind)', () => {
    // Assembled at run time, so that this file holds none of them.
    const samples = [
      `-----BEGIN ${'RSA '}PRIVATE KEY-----`,
      `AKIA${'Q'.repeat(16)}`,
      `ghp_${'a1'.repeat(18)}`,
      `xoxb-${'1234567890'}-abc`,
      `sk-${'Z'.repeat(24)}`,
      `npm_${'b'.repeat(36)}`,
      `AIza${'c'.repeat(35)}`,
      `eyJ${'h'.repeat(12)}.eyJ${'p'.repeat(12)}.${'s'.repeat(12)}`,
      `postgres://app:${'s3cr3t-pw'}@db.internal/rotawise`,
    ];
    for (const sample of samples)
      expect(findSecrets('src/config.ts', `const x = "${sample}";`)).toHaveLength(1);
    expect(findSecrets('src/config.ts', `const db = { password: '${'Hunter2!x'}' };`)).toHaveLength(1);
    expect(findSecrets('src/x.test.ts', `const db = { password: '${'Hunter2!x'}' };`)).toHaveLength(0);
    expect(findSecrets('README.md', 'postgresql://user:password@127.0.0.1:5432/rotawise')).toHaveLength(0);
  });
});
