import { type ApiErrorBody, type ApiErrorCode, type IssueCode, issueCodeOf } from '@escale/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** A failing field; its code is the one of its message in the domain's table unless given. */
export interface Issue {
  path: string;
  message: string;
  code?: IssueCode;
}

/**
 * An error answered as `{ error: { code, message, issues? } }` with its HTTP status; each issue
 * carries a stable code, which clients read instead of the English message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    const issues = this.issues?.map((issue) => ({
      path: issue.path,
      code: issue.code ?? issueCodeOf(issue.message),
      message: issue.message,
    }));
    return { error: { code: this.code, message: this.message, ...(issues ? { issues } : {}) } };
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
