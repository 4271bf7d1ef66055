import { pino } from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs on stdout, one object per line. */
export function createLogger(level = 'info'): Logger {
  return pino({ level, base: { service: 'escale-api' }, timestamp: pino.stdTimeFunctions.isoTime });
}
