import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

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
  TRUST_PROXY: flag,
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(12 * 60),
  LLM_BASE_URL: optionalText.pipe(z.url('LLM_BASE_URL must be a URL').optional()),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  HOLIDAY_COUNTRY: z.enum(['US', 'UK'], { error: 'HOLIDAY_COUNTRY must be US or UK' }).default('US'),
  SMTP_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalText,
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
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* so cookies are Secure and IPs are real. */
  trustProxy: boolean;
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** Whose public holidays requests name ("Good Friday", "Memorial Day"); US when unset. */
  holidayCountry?: 'US' | 'UK';
  smtpUrl: string | undefined;
  logLevel: string;
  /** Folder of the built SPA; unset: the web app's dist beside this package. */
  webDist: string | undefined;
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
    trustProxy: e.TRUST_PROXY,
    llm: e.LLM_BASE_URL
      ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL ?? 'gpt-4o-mini' }
      : undefined,
    holidayCountry: e.HOLIDAY_COUNTRY,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
  };
}
