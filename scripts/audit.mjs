#!/usr/bin/env node
// The dependency audit of `npm test` (issue 16 §1): `pnpm audit` of the production dependencies,
// failing on any high or critical advisory that audit-allowlist.json does not accept with a reason.
//
// The audit asks the registry's advisory endpoint. Where that endpoint cannot be reached (no
// network, or a registry mirror that serves packages only), the stage says so loudly and passes:
// nothing was learnt, and nothing is claimed. AUDIT_REQUIRED=1 (a CI with the public registry)
// makes an unreachable endpoint a failure. A malformed allow-list always fails.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const ALLOWLIST_PATH = `${root}audit-allowlist.json`;
const BLOCKING = new Set(['high', 'critical']);

/**
 * The allow-list's entries, checked: each names an advisory (its GHSA id or the registry's number),
 * the package, why it is accepted and when to look again (YYYY-MM-DD). Throws on anything else.
 */
export function parseAllowList(json) {
  const list = JSON.parse(json);
  if (!Array.isArray(list.advisories)) throw new Error('audit-allowlist.json: "advisories" must be a list');
  for (const [index, entry] of list.advisories.entries()) {
    const where = `audit-allowlist.json advisories[${index}]`;
    if (typeof entry?.id !== 'string' || !/^(GHSA(-[23456789cfghjmpqrvwx]{4}){3}|\d+)$/.test(entry.id)) {
      throw new Error(`${where}: "id" must be a GHSA id or an advisory number`);
    }
    if (typeof entry.package !== 'string' || entry.package === '')
      throw new Error(`${where}: "package" is missing`);
    if (typeof entry.reason !== 'string' || entry.reason.trim().length < 20) {
      throw new Error(`${where}: "reason" must say why the advisory is accepted`);
    }
    if (typeof entry.reviewBy !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(entry.reviewBy)) {
      throw new Error(`${where}: "reviewBy" must be a date (YYYY-MM-DD)`);
    }
  }
  return list.advisories;
}

/** The advisories of a `pnpm audit --json` report, as a list. */
const advisoriesOf = (report) => Object.values(report?.advisories ?? {});

/** The ids an advisory is known by: the registry's number and its GHSA id. */
const idsOf = (advisory) =>
  [
    String(advisory.id ?? ''),
    advisory.github_advisory_id ?? /GHSA-[\w-]+$/.exec(advisory.url ?? '')?.[0] ?? '',
  ].filter(Boolean);

/**
 * What the audit found that blocks (high or critical, not accepted), and the accepted entries that
 * no advisory needs any more (to be removed) and those past their review date.
 */
export function judge(report, allowList, today = new Date().toISOString().slice(0, 10)) {
  const advisories = advisoriesOf(report);
  const accepted = new Set(allowList.map((entry) => entry.id));
  const blocking = advisories.filter(
    (advisory) => BLOCKING.has(advisory.severity) && !idsOf(advisory).some((id) => accepted.has(id)),
  );
  const found = new Set(advisories.flatMap(idsOf));
  const unused = allowList.filter((entry) => !found.has(entry.id));
  const overdue = allowList.filter((entry) => entry.reviewBy < today);
  return { blocking, unused, overdue, counts: report?.metadata?.vulnerabilities ?? {} };
}

/** Whether pnpm's failure is the advisory endpoint out of reach rather than an answer. */
export const isUnreachable = (output) =>
  /ERR_PNPM_AUDIT_(BAD_RESPONSE|ENDPOINT_NOT_EXISTS)|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|responded with (4\d\d|5\d\d)/.test(
    output,
  );

function main() {
  const allowList = parseAllowList(readFileSync(ALLOWLIST_PATH, 'utf8'));
  const run = spawnSync('pnpm', ['audit', '--prod', '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const output = `${run.stdout ?? ''}\n${run.stderr ?? ''}`;
  let report = null;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    report = null;
  }
  if (!report?.advisories) {
    const reason = output.trim().split('\n').slice(0, 4).join(' ').replace(/\s+/g, ' ');
    if (isUnreachable(output) || run.error) {
      console.log(
        `⚠ AUDIT NOT RUN: the registry's advisory endpoint could not be reached (${reason || run.error?.message}).`,
      );
      console.log(
        '  Nothing is known about advisories from this run; set AUDIT_REQUIRED=1 where the endpoint is reachable.',
      );
      process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
    }
    console.error(`pnpm audit gave no report: ${reason}`);
    process.exit(1);
  }
  const { blocking, unused, overdue, counts } = judge(report, allowList);
  console.log(
    `Production dependencies: ${JSON.stringify(counts)}; ${allowList.length} accepted in audit-allowlist.json.`,
  );
  for (const entry of unused)
    console.log(`• ${entry.id} (${entry.package}) is accepted but no longer reported: remove it.`);
  for (const entry of overdue)
    console.log(`• ${entry.id} (${entry.package}) was to be reviewed by ${entry.reviewBy}.`);
  for (const advisory of blocking) {
    console.error(
      `✗ ${advisory.severity} ${idsOf(advisory).join(' ')} ${advisory.module_name}@${advisory.vulnerable_versions}: ${advisory.title} ${advisory.url ?? ''}`,
    );
  }
  process.exit(blocking.length > 0 || overdue.length > 0 ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
