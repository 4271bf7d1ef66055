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
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      outboxDir: env.OUTBOX_DIR ?? `${env.DATA_DIR ?? `${repoRoot}.data`}/outbox`,
      from: env.MAIL_FROM ?? 'Escale <commandes@escale.example>',
    },
  };
}
