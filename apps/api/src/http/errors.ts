import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export interface Issue {
  path: string;
  message: string;
}

/** An error answered as `{ error: { code, message, issues? } }` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
  }

  toBody() {
    return {
      error: { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) },
    };
  }
}

export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);

/** 400 naming each failing field (`checkin`, `items.0.offerId`). */
export function badRequest(error: z.ZodError, prefix?: string): ApiError {
  const issues = error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)',
    message: issue.message,
  }));
  const fields = [...new Set(issues.map((i) => i.path))].join(', ');
  return new ApiError(400, 'BAD_REQUEST', `Invalid request: ${fields}`, issues);
}
