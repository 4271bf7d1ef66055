import { z } from 'zod';
import { type ApiErrorBody, type ApiIssue, apiErrorCodes } from '../apiErrors';
import { issueCodes } from '../issues';

// The API's error answers (DESIGN.md "The API"): `{ error: { code, message, issues } }`. Clients read
// the codes, never the English messages, which may change.

export const apiIssueSchema = z.object({
  /** The failing field, dot-separated (`buyer.email`, `items.insuranceItem`). */
  path: z.string(),
  code: z.enum(issueCodes),
  message: z.string(),
}) satisfies z.ZodType<ApiIssue>;

/** Every error answer: 400 with the failing fields, 402, 404, 409, 422 (DESIGN.md "The API"). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string(),
    issues: z.array(apiIssueSchema).optional(),
  }),
}) satisfies z.ZodType<ApiErrorBody>;
