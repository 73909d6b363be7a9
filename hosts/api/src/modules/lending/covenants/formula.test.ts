/**
 * The formula engine alone: what it reads, what it refuses at save time (with the message that
 * names why), attack strings that must never run anything, and the decimals it computes.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LendingMessage, STANDARD_METRICS } from '@si/contract/lending';
import { computeFormula, formulaProblem, isFigureName, judge, parseFormula } from './formula.ts';

const FIGS = ['ebitda', 'debt_service', 'x', 'y', 'total_debt'];
const problem = (text: string, figures = FIGS) => formulaProblem(text, figures);
const value = (text: string, figures: Record<string, string>) => computeFormula(parseFormula(text, Object.keys(figures)), figures);

describe('formula engine', () => {
  test('reads every standard metric and the allowed forms', () => {
    for (const m of Object.values(STANDARD_METRICS)) assert.equal(formulaProblem(m.formula, m.figures.map((f) => f.name)), null, m.formula);
    for (const ok of ['x + y * 2', '-(x - y) / 2.5', 'min(x, y) / max(x, y, 1)', 'abs(x - y) / (y + 1)', '((((x))))', 'x / y', '1e3 * x', '.5 * x']) assert.equal(problem(ok), null, ok);
  });

  test('refuses at save time with the reason', () => {
    assert.equal(problem('x'.repeat(501)), LendingMessage.formulaTooLong);
    assert.equal(problem(`${'('.repeat(11)}x${')'.repeat(11)}`), LendingMessage.formulaTooDeep);
    assert.equal(problem(`${'('.repeat(10)}x${')'.repeat(10)}`), null, '10 levels is the limit');
    assert.equal(problem('ebitda / interest'), `${LendingMessage.formulaUnknownFigure}: interest`);
    assert.ok(problem('x +* y')!.startsWith(`${LendingMessage.formulaSyntax}: `));
    assert.ok(problem('x + (y')!.startsWith(LendingMessage.formulaSyntax));
    assert.ok(problem('')!.startsWith(LendingMessage.formulaSyntax));
    assert.ok(problem('x % y')!.startsWith(LendingMessage.formulaSyntax));
    assert.ok(problem('x > y')!.startsWith(LendingMessage.formulaSyntax));
    assert.ok(problem('!x')!.startsWith(LendingMessage.formulaSyntax));
    assert.equal(problem('x / 0'), LendingMessage.formulaDivByZero);
    assert.equal(problem('x / (y - y)'), LendingMessage.formulaDivByZero);
    assert.equal(problem('x / (0 * y)'), LendingMessage.formulaDivByZero);
    assert.equal(problem('x / (2 - 2)'), LendingMessage.formulaDivByZero);
    assert.equal(problem('x / (y - x)'), null, 'zero only for some figures: a test-time problem');
  });

  test('attack strings are refused and run nothing', () => {
    const attacks = [
      'constructor',
      '__proto__',
      'this',
      'x.constructor',
      'x["constructor"]',
      'constructor.constructor("return process")()',
      'this.process.exit()',
      'globalThis',
      'eval("1")',
      'Function("return 1")()',
      'process.exit(1)',
      '"abc"',
      'true',
      'x = 1',
      'x; y',
      '[x, y]',
      'x ? y : 1',
      'min.call(x)',
      'require("fs")',
      'x'.repeat(100_000),
      '('.repeat(5000),
      '-'.repeat(499) + 'x',
    ];
    for (const a of attacks) {
      const p = problem(a, [...FIGS]);
      assert.ok(p, `refused: ${a.slice(0, 40)}`);
    }
    assert.equal(isFigureName('constructor'), false, 'a figure may not be named like a prototype key');
    assert.equal(isFigureName('__proto__'), false);
    assert.equal(isFigureName('Ebitda'), false);
    assert.equal(isFigureName('ebitda_2'), true);
  });

  test('computes in decimals, rounded to 4, a zero divisor is a problem', () => {
    assert.deepEqual(value('ebitda / debt_service', { ebitda: '1250000', debt_service: '1000000' }), { value: '1.2500' });
    assert.deepEqual(value('x / y', { x: '1', y: '3' }), { value: '0.3333' });
    assert.deepEqual(value('x / y', { x: '2', y: '3' }), { value: '0.6667' });
    assert.deepEqual(value('x + y', { x: '0.1', y: '0.2' }), { value: '0.3000' });
    assert.deepEqual(value('min(x, y) - abs(-x)', { x: '5', y: '7' }), { value: '0.0000' });
    assert.deepEqual(value('x / (y - 5)', { x: '5', y: '5' }), { value: null, problem: 'The figures make the formula divide by zero.' });
    assert.deepEqual(value('x * y', { x: '99999999999999', y: '99999999999999' }), { value: null, problem: 'The value is too large to keep.' });
  });

  test('judges the value: headroom in percent of the threshold, the warning margin', () => {
    assert.deepEqual(judge('1.5000', '>=', '1.25', '10'), { status: 'compliant', headroom: '20.00' });
    assert.deepEqual(judge('1.3000', '>=', '1.25', '10'), { status: 'warning', headroom: '4.00' });
    assert.deepEqual(judge('1.0000', '>=', '1.25', '10'), { status: 'breach', headroom: '-20.00' });
    assert.deepEqual(judge('2.0000', '<=', '4', '10'), { status: 'compliant', headroom: '50.00' });
    assert.deepEqual(judge('5.0000', '<=', '4', '10'), { status: 'breach', headroom: '-25.00' });
    assert.deepEqual(judge('1.2500', '>', '1.25', '10'), { status: 'breach', headroom: '0.00' });
    assert.deepEqual(judge('1', '>=', '0', '10'), { status: 'compliant', headroom: null });
  });
});
