import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../apiErrors';
import { ISSUE_MESSAGES, issueCodeOf, issueCodes } from '../issues';

describe('issueCodeOf', () => {
  it('gives every message of the table its code, and INVALID to any other', () => {
    for (const [code, message] of Object.entries(ISSUE_MESSAGES)) expect(issueCodeOf(message)).toBe(code);
    expect(issueCodeOf('Expected a month as YYYY-MM')).toBe('INVALID');
    expect(issueCodes).toContain('INVALID');
  });
});

describe('apiErrorOf', () => {
  it('reads an API error body, and nothing else', () => {
    const body = {
      error: {
        code: 'BAD_REQUEST',
        message: 'Invalid',
        issues: [{ path: 'buyer.email', code: 'EMAIL_INVALID', message: 'x' }],
      },
    };
    expect(apiErrorOf(body)?.issues?.[0]?.code).toBe('EMAIL_INVALID');
    expect(apiErrorOf({ error: { code: 'SOMETHING_ELSE', message: 'x' } })).toBeNull();
    expect(apiErrorOf(null)).toBeNull();
  });
});
