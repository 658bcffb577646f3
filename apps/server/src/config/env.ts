import { isIP } from 'node:net';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies to believe about the client's address and protocol: a number of hops (the proxies in front
 * of the server, counted from it), or a list of proxy addresses and CIDR ranges. Never the whole
 * X-Forwarded-For header: its left part is whatever the client sent. `true` counts as one hop.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): number | string[] | false => {
    const value = (v ?? '').trim();
    if (value === '' || value === '0' || value === 'false') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses',
    });
    return z.NEVER;
  });

/** Every environment variable (the README lists them), validated once at boot. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_USERNAME: z.string().trim().min(3, 'ADMIN_USERNAME must be at least 3 characters').default('admin'),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional(),
  ),
  OWNER_USERNAME: optionalText,
  DEMO_DATA: flag,
  SESSION_SECRET: optionalText,
  TRUST_PROXY: trustProxy,
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(12 * 60),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(24),
  LLM_BASE_URL: optionalText.pipe(z.url('LLM_BASE_URL must be a URL').optional()),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  HOLIDAY_COUNTRY: z.enum(['US', 'UK'], { error: 'HOLIDAY_COUNTRY must be US or UK' }).default('US'),
  SMTP_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalText,
  GENERATION_JOB_GRACE_SECONDS: z.coerce
    .number()
    .int('GENERATION_JOB_GRACE_SECONDS must be a whole number')
    .min(5, 'GENERATION_JOB_GRACE_SECONDS must be at least 5')
    .max(3600, 'GENERATION_JOB_GRACE_SECONDS must be at most 3600')
    .default(60),
  GENERATION_RUNS_PER_PROCESS: z.coerce
    .number()
    .int('GENERATION_RUNS_PER_PROCESS must be a whole number')
    .min(1, 'GENERATION_RUNS_PER_PROCESS must be at least 1')
    .max(16, 'GENERATION_RUNS_PER_PROCESS must be at most 16')
    .default(2),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset: embedded PGlite under dataDir. 'memory://' keeps PGlite in memory (tests). */
  databaseUrl: string | undefined;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | undefined;
  ownerUsername: string | undefined;
  demoData: boolean;
  sessionIdleMinutes: number;
  /** A session ends this long after sign-in however busy it is (besides the idle deadline). */
  sessionMaxHours: number;
  /** Behind a TLS-terminating proxy: how many hops, or which addresses, to believe X-Forwarded-* from. */
  trustProxy: number | string[] | false;
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** Whose public holidays requests name ("Good Friday", "Memorial Day"); US when unset. */
  holidayCountry?: 'US' | 'UK';
  smtpUrl: string | undefined;
  logLevel: string;
  /** Folder of the built SPA; unset: the web app's dist beside this package. */
  webDist: string | undefined;
  /**
   * PostgreSQL only: a generation job may outlive its time budget by this much (reading and saving the
   * month) before it counts as lost with its process; the job queue's upkeep also runs this often.
   */
  generationJobGraceSeconds: number;
  /** PostgreSQL only: how many queued generations this process runs at once (each on two threads). */
  generationRunsPerProcess: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    ownerUsername: e.OWNER_USERNAME,
    demoData: e.DEMO_DATA,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    trustProxy: e.TRUST_PROXY,
    llm: e.LLM_BASE_URL
      ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL ?? 'gpt-4o-mini' }
      : undefined,
    holidayCountry: e.HOLIDAY_COUNTRY,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    generationJobGraceSeconds: e.GENERATION_JOB_GRACE_SECONDS,
    generationRunsPerProcess: e.GENERATION_RUNS_PER_PROCESS,
  };
}
