// The audit gate's decision (scripts/audit.mjs) on reports shaped as `npm audit --json` prints them.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { advisoryId, decide, describe as describeDecision, fails } from './audit.mjs';

const TODAY = '2026-11-25';

/** One advisory as npm lists it under `via`. */
const advisory = (source, name, severity, ghsa = `GHSA-${String(source).padStart(4, '0')}-abcd-efgh`) => ({
  source,
  name,
  dependency: name,
  title: `${name} does something unsafe`,
  url: `https://github.com/advisories/${ghsa}`,
  severity,
  cwe: ['CWE-400'],
  cvss: { score: 7.5 },
  range: '<1.2.3',
});

/** A report (auditReportVersion 2) with these packages: name -> via list. */
function report(packages) {
  const vulnerabilities = {};
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 };
  for (const [name, via] of Object.entries(packages)) {
    const severity = via.map((v) => (typeof v === 'object' ? v.severity : 'high')).sort().at(0);
    vulnerabilities[name] = { name, severity, isDirect: false, via, effects: [], range: '<1.2.3', nodes: [`node_modules/${name}`], fixAvailable: true };
    counts[severity] += 1;
  }
  return { auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: { ...counts, total: Object.keys(packages).length }, dependencies: { prod: 120, total: 900 } } };
}

const allowance = (id, reviewBy = '2027-01-31') => ({ id, reason: 'Only reached through the build, never at run time.', reviewBy });

describe('the audit decision', () => {
  test('a clean report passes', () => {
    const decision = decide(report({}), [], TODAY);
    assert.equal(decision.status, 'checked');
    assert.equal(fails(decision), false);
    assert.match(describeDecision(decision).at(-1), /passed/);
  });

  test('a high or critical advisory fails; low and moderate do not', () => {
    const decision = decide(report({ lodash: [advisory(1001, 'lodash', 'critical')], qs: [advisory(1002, 'qs', 'moderate')], ms: [advisory(1003, 'ms', 'low')] }), [], TODAY);
    assert.deepEqual(
      decision.failing.map((f) => [f.id, f.severity, f.packages]),
      [['GHSA-1001-ABCD-EFGH', 'critical', ['lodash']]],
    );
    assert.equal(fails(decision), true);
    const text = describeDecision(decision).join('\n');
    assert.match(text, /GHSA-1001-ABCD-EFGH {2}lodash: lodash does something unsafe {2}https:\/\/github.com\/advisories\/GHSA-1001-abcd-efgh/);
    assert.match(text, /FAILED$/);
  });

  test('an advisory listed under several packages is counted once', () => {
    const shared = advisory(2001, 'path-to-regexp', 'high');
    const decision = decide(report({ 'path-to-regexp': [shared], express: ['path-to-regexp'], router: [{ ...shared, name: 'path-to-regexp' }] }), [], TODAY);
    assert.equal(decision.failing.length, 1);
    assert.deepEqual(decision.failing[0].packages, ['path-to-regexp']);
  });

  test('an allowance with a reason and a future review date lets the advisory pass, by GHSA id, URL or npm id', () => {
    const found = advisory(3001, 'tar', 'high');
    for (const id of ['GHSA-3001-abcd-efgh', found.url, '3001']) {
      const decision = decide(report({ tar: [found] }), [allowance(id)], TODAY);
      assert.deepEqual(decision.failing, [], id);
      assert.deepEqual(decision.allowed.map((f) => f.id), ['GHSA-3001-ABCD-EFGH'], id);
      assert.equal(fails(decision), false, id);
    }
  });

  test('the allowance counts through its review date and fails the day after', () => {
    const r = report({ tar: [advisory(3002, 'tar', 'critical')] });
    assert.equal(fails(decide(r, [allowance('GHSA-3002-abcd-efgh', TODAY)], TODAY)), false);
    const late = decide(r, [allowance('GHSA-3002-abcd-efgh', '2026-11-24')], TODAY);
    assert.equal(fails(late), true);
    assert.deepEqual(late.expired.map((f) => f.id), ['GHSA-3002-ABCD-EFGH']);
    assert.match(describeDecision(late).join('\n'), /review date has passed/);
  });

  test('an allowance for one advisory does not cover another', () => {
    const decision = decide(report({ tar: [advisory(3003, 'tar', 'high'), advisory(3004, 'tar', 'high')] }), [allowance('GHSA-3003-abcd-efgh')], TODAY);
    assert.deepEqual(decision.failing.map((f) => f.id), ['GHSA-3004-ABCD-EFGH']);
    assert.equal(fails(decision), true);
  });

  test('an entry without a reason or a proper date fails the run; an unused entry is only reported', () => {
    const clean = report({});
    for (const bad of [{ id: 'GHSA-x', reviewBy: '2027-01-01' }, { id: 'GHSA-x', reason: 'ok', reviewBy: '2027-01-01' }, { id: 'GHSA-x', reason: 'A good long reason.', reviewBy: '31/01/2027' }, { reason: 'A good long reason.', reviewBy: '2027-01-01' }]) {
      const decision = decide(clean, [bad], TODAY);
      assert.equal(decision.problems.length, 1, JSON.stringify(bad));
      assert.equal(fails(decision), true, JSON.stringify(bad));
    }
    assert.equal(fails(decide(clean, { not: 'a list' }, TODAY)), true);
    const unused = decide(clean, [allowance('GHSA-9999-abcd-efgh')], TODAY);
    assert.equal(fails(unused), false);
    assert.match(describeDecision(unused).join('\n'), /match no advisory any more.*GHSA-9999-abcd-efgh/);
  });

  test('a registry error, no report or a report without its vulnerabilities is "unavailable": a warning, not a failure', () => {
    const refused = { message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk', statusCode: 405, error: { summary: '', detail: '' } };
    const offline = { error: { code: 'ENOTFOUND', summary: 'request to https://registry.example failed', detail: '' } };
    for (const r of [refused, offline, undefined, 'text', { auditReportVersion: 2 }]) {
      const decision = decide(r, [], TODAY);
      assert.equal(decision.status, 'unavailable', JSON.stringify(r));
      assert.equal(fails(decision), false);
      assert.match(describeDecision(decision)[0], /^WARNING: npm audit could not check/);
    }
    assert.match(decide(refused, [], TODAY).reason, /405 Method Not Allowed/);
    assert.match(decide(offline, [], TODAY).reason, /ENOTFOUND/);
  });
});

test('advisoryId reads the GHSA id from the URL, else uses the npm id', () => {
  assert.equal(advisoryId({ url: 'https://github.com/advisories/GHSA-wf5p-g6vw-rhxx', source: 1 }), 'GHSA-WF5P-G6VW-RHXX');
  assert.equal(advisoryId({ url: null, source: 1096302 }), 'npm-1096302');
});
