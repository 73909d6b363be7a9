import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AccountCreate,
  AddCommentRequest,
  ChecklistItemWrite,
  DB_ID_MAX,
  InputMessage,
  JwtCreateRequest,
  ListQuery,
  decimalNumber,
  decimalText,
  dbId,
  inputProblems,
  isWellFormed,
  multiLine,
  parseDbId,
  queryDbId,
  singleLine,
  textProblem,
} from '../src/index.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('text rules', () => {
  it('refuses NUL, the other C0 controls and DEL on a single line; multi-line keeps tab, line feed, carriage return', () => {
    for (const ch of ['\u0000', '\u0001', '\u0007', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f']) {
      assert.equal(textProblem(`a${ch}b`, 'single'), InputMessage.SINGLE_LINE, JSON.stringify(ch));
    }
    for (const ch of ['\t', '\n', '\r']) assert.equal(textProblem(`a${ch}b`, 'multi'), undefined);
    for (const ch of ['\u0000', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f']) {
      assert.equal(textProblem(`a${ch}b`, 'multi'), InputMessage.MULTI_LINE, JSON.stringify(ch));
    }
    assert.equal(textProblem('Zoë — 東京 🚀', 'single'), undefined);
  });

  it('refuses text that is not well-formed Unicode (a lone surrogate, high or low)', () => {
    assert.equal(isWellFormed('ok 🚀'), true);
    for (const bad of ['\ud800', 'a\udbffb', '\udc00', 'x\ud83d', '\ude80y']) {
      assert.equal(isWellFormed(bad), false);
      assert.equal(textProblem(bad, 'multi'), InputMessage.MALFORMED);
    }
  });

  it('walks bodies: every string and key, named by its path; prototype keys refused', () => {
    const body = JSON.parse('{"name": "ok", "list": ["fine", "bad\\u0000"], "deep": {"__proto__": 1, "constructor": {"x": 1}, "k\\u0007": 2, "v": "\\ud800"}}');
    const found = Object.fromEntries(inputProblems(body).map((p) => [p.path, p.message]));
    assert.deepEqual(found, {
      'list.1': InputMessage.MULTI_LINE,
      'deep.__proto__': InputMessage.KEY,
      'deep.constructor': InputMessage.KEY,
      'deep.k\u0007': InputMessage.SINGLE_LINE,
      'deep.v': InputMessage.MALFORMED,
    });
    assert.deepEqual(inputProblems({ prototype: 'x' }, 'config'), [{ path: 'config.prototype', message: InputMessage.KEY }]);
    assert.deepEqual(inputProblems('\u0000'), [{ path: 'non_field_errors', message: InputMessage.MULTI_LINE }]);
    assert.deepEqual(inputProblems({ a: 1, b: [true, null, 2.5], c: 'x\ty\r\n' }), []);
  });

  it('walks deep nesting without exhausting the stack, and stops at 50 problems', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    const problems = inputProblems(deep);
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.message, InputMessage.MULTI_LINE);
    assert.equal(inputProblems(Array.from({ length: 500 }, () => '\u0000')).length, 50);
  });
});

describe('field schemas', () => {
  it('single-line and multi-line text apply the rules after the length and trim', () => {
    assert.deepEqual(messages(singleLine(10).safeParse('a\u0000b')), { '': InputMessage.SINGLE_LINE });
    assert.deepEqual(messages(singleLine(10).safeParse('two\nlines')), { '': InputMessage.SINGLE_LINE });
    assert.equal(singleLine(10).parse('  padded  '), 'padded');
    assert.equal(multiLine(50).parse('one\r\n\ttwo'), 'one\r\n\ttwo');
    assert.deepEqual(messages(multiLine(50).safeParse('\ud800')), { '': InputMessage.MALFORMED });
  });

  it('ids fit PostgreSQL integer, in bodies and in queries', () => {
    assert.equal(DB_ID_MAX, 2 ** 31 - 1);
    assert.equal(dbId().parse(DB_ID_MAX), DB_ID_MAX);
    for (const bad of [0, -1, 1.5, DB_ID_MAX + 1, 3_000_000_000, 1e308, Number.NaN]) assert.equal(dbId('a user').safeParse(bad).success, false, String(bad));
    assert.equal(dbId('a user').safeParse(3_000_000_000).error!.issues[0]!.message, 'Must be the id of a user.');
    assert.equal(queryDbId().parse('42'), 42);
    for (const bad of ['0', '3000000000', '1e3', '0x10', '-1', '12abc', '']) assert.equal(queryDbId().safeParse(bad).success, false, bad);
    assert.equal(parseDbId('2147483647'), DB_ID_MAX);
    assert.equal(parseDbId('2147483648'), undefined);
  });

  it('decimals fit their numeric(p,s) column', () => {
    const n = decimalNumber(14, 4);
    assert.equal(n.parse(99_999_999_999_999.5), 99_999_999_999_999.5);
    for (const bad of [1e14, -1e14, 1e308, Number.POSITIVE_INFINITY]) assert.equal(n.safeParse(bad).success, false, String(bad));
    const t = decimalText(14, 4);
    assert.equal(t.parse('12.5'), '12.5');
    assert.equal(t.parse(7), '7');
    for (const bad of [1e308, '123456789012345', '1.23456', 'abc']) assert.equal(t.safeParse(bad).success, false, String(bad));
  });

  it('the contract schemas use them: sign-in, lists, accounts, comments, checklist thresholds', () => {
    assert.equal(JwtCreateRequest.safeParse({ email: 'ada\u0000@x.example', password: 'x' }).success, false);
    assert.equal(JwtCreateRequest.safeParse({ email: 'ada@x.example', password: 'p\u0000' }).success, false);
    assert.deepEqual(Object.keys(messages(ListQuery.safeParse({ search: 'a\u0000' }))), ['search']);
    assert.deepEqual(Object.keys(messages(ListQuery.safeParse({ page: '1e300' }))), ['page']);
    assert.deepEqual(ListQuery.parse({}), { page: 1, page_size: 10 });
    assert.deepEqual(Object.keys(messages(AccountCreate.safeParse({ module_kind: 1, name: 'A', team_id: 3_000_000_000 }))), ['team_id']);
    assert.deepEqual(Object.keys(messages(AccountCreate.safeParse({ module_kind: 1, name: 'A', custom_fields: { 9999999999: 'x' } }))), ['custom_fields.9999999999']);
    assert.deepEqual(Object.keys(messages(AddCommentRequest.safeParse({ token: 't', target_type: 'item', target_id: 1, comment_text: '\ud800' }))), ['comment_text']);
    assert.equal(AddCommentRequest.safeParse({ token: 't', target_type: 'item', target_id: 1, comment_text: 'Two\nlines' }).success, true);
    assert.deepEqual(Object.keys(messages(ChecklistItemWrite.safeParse({ kind: 'METRIC', title: 'R', threshold_kind: 1, threshold_value: 1e308 }))), ['threshold_value']);
  });
});
