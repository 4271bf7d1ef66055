import { describe, expect, it } from 'vitest';
import { isUnreachable, judge, parseAllowList } from './audit.mjs';

const advisory = (id, ghsa, severity, name = 'left-pad') => ({
  id,
  github_advisory_id: ghsa,
  severity,
  module_name: name,
  vulnerable_versions: '<1.3.0',
  title: 'Prototype pollution',
  url: `https://github.com/advisories/${ghsa}`,
});
const report = {
  advisories: {
    1001: advisory(1001, 'GHSA-2345-6789-cfgh', 'high'),
    1002: advisory(1002, 'GHSA-cfgh-jmpq-rvwx', 'critical', 'tar'),
    1003: advisory(1003, 'GHSA-gggg-hhhh-jjjj', 'moderate'),
  },
  metadata: { vulnerabilities: { moderate: 1, high: 1, critical: 1 } },
};
const entry = (id, reviewBy = '2099-01-01') => ({
  id,
  package: 'tar',
  reason: 'Only the build reads archives, never a visitor’s.',
  reviewBy,
});

describe('the dependency audit', () => {
  it('blocks on high and critical advisories only, unless the allow-list accepts them', () => {
    expect(judge(report, []).blocking.map((a) => a.id)).toEqual([1001, 1002]);
    const { blocking, unused } = judge(report, [entry('GHSA-cfgh-jmpq-rvwx'), entry('1001')]);
    expect(blocking).toEqual([]);
    expect(unused).toEqual([]);
  });

  it('names accepted advisories no longer reported, and fails those past their review date', () => {
    const { unused, overdue } = judge(
      report,
      [entry('GHSA-mmmm-pppp-qqqq'), entry('1002', '2026-01-01')],
      '2026-06-01',
    );
    expect(unused.map((e) => e.id)).toEqual(['GHSA-mmmm-pppp-qqqq']);
    expect(overdue.map((e) => e.id)).toEqual(['1002']);
  });

  it('refuses an allow-list entry without a reason, a package, an id or a review date', () => {
    expect(parseAllowList(JSON.stringify({ advisories: [entry('GHSA-cfgh-jmpq-rvwx')] }))).toHaveLength(1);
    for (const bad of [
      { ...entry('GHSA-cfgh-jmpq-rvwx'), reason: '' },
      { ...entry('GHSA-cfgh-jmpq-rvwx'), package: '' },
      { ...entry('GHSA-cfgh-jmpq-rvwx'), reviewBy: 'soon' },
      entry('CVE-2024-1234'),
    ]) {
      expect(() => parseAllowList(JSON.stringify({ advisories: [bad] }))).toThrow(/audit-allowlist/);
    }
  });

  it('tells an unreachable advisory endpoint from an answer', () => {
    expect(isUnreachable('ERR_PNPM_AUDIT_BAD_RESPONSE The audit endpoint responded with 405')).toBe(true);
    expect(isUnreachable('request to https://registry.npmjs.org failed, reason: getaddrinfo ENOTFOUND')).toBe(
      true,
    );
    expect(isUnreachable('{"advisories":{}}')).toBe(false);
  });

  it('the project’s allow-list is well formed', async () => {
    const { readFileSync } = await import('node:fs');
    const { ALLOWLIST_PATH } = await import('./audit.mjs');
    expect(Array.isArray(parseAllowList(readFileSync(ALLOWLIST_PATH, 'utf8')))).toBe(true);
  });
});
