import { fileURLToPath } from 'node:url';

export type SeedScale = 'test' | 'default' | 'large';

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; without it the API uses embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  seedScale: SeedScale;
  logLevel: string;
  /** Multiplies every rate limit's count (`RATE_LIMIT_SCALE`, 1 by default; docs/decisions.md). */
  rateLimitScale: number;
  mail: {
    /** An SMTP server; without it mail is written as .eml files in `outboxDir`. */
    smtpUrl?: string;
    outboxDir: string;
    from: string;
  };
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const scale = env.SEED_SCALE ?? 'default';
  if (scale !== 'test' && scale !== 'default' && scale !== 'large') {
    throw new Error(`SEED_SCALE must be test, default or large (got ${scale})`);
  }
  return {
    port: Number(env.API_PORT ?? 4000),
    host: env.API_HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? `${repoRoot}.data/${scale === 'default' ? 'pglite' : `pglite-${scale}`}`,
    seedScale: scale,
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitScale: rateLimitScaleOf(env.RATE_LIMIT_SCALE),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      outboxDir: env.OUTBOX_DIR ?? `${env.DATA_DIR ?? `${repoRoot}.data`}/outbox`,
      from: env.MAIL_FROM ?? 'Escale <commandes@escale.example>',
    },
  };
}

function rateLimitScaleOf(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new Error(`RATE_LIMIT_SCALE must be a positive number (got ${value})`);
  }
  return scale;
}
