/**
 * The covenant formula engine: a formula over named figures ("ebitda / debt_service") is read by
 * jsep, which only builds a syntax tree and never runs JavaScript, and the tree is then checked
 * against a whitelist (numbers, figure names, + - * /, unary minus, parentheses, min, max, abs)
 * and evaluated here in big.js decimals. Everything else (member access, `this`, strings, unknown
 * calls, comparisons) is refused with the reason, at save time; at test time a zero divisor from
 * the borrower's figures is an `invalid` result with its problem, never a thrown error.
 */
import jsep from 'jsep';
import BigBase, { type Big } from 'big.js';
import { FIGURE_NAME_PATTERN, LENDING_LIMITS, LendingMessage } from '@si/contract/lending';
import { FORBIDDEN_KEYS } from '@si/contract';

/** Our own big.js: 12 decimals for quotients, whatever another module set on the shared one. */
const D = BigBase();
D.DP = 12;
D.RM = BigBase.roundHalfUp;

export type FormulaNode =
  | { t: 'num'; v: Big }
  | { t: 'fig'; name: string }
  | { t: 'neg'; x: FormulaNode }
  | { t: 'bin'; op: '+' | '-' | '*' | '/'; l: FormulaNode; r: FormulaNode }
  | { t: 'fn'; name: FormulaFunction; args: FormulaNode[] };

const FUNCTIONS = ['min', 'max', 'abs'] as const;
type FormulaFunction = (typeof FUNCTIONS)[number];
const BINARY = new Set(['+', '-', '*', '/']);

/** A formula that cannot be saved; `message` starts with one of LendingMessage's formula texts. */
export class FormulaError extends Error {}

/** Figure names a covenant may ask for: the pattern, and never a key of Object.prototype's kind. */
export const isFigureName = (name: string): boolean => FIGURE_NAME_PATTERN.test(name) && !FORBIDDEN_KEYS.includes(name);

/** The deepest nesting of parentheses (a call's included), read before parsing so a deep input never recurses. */
function nesting(text: string): number {
  let depth = 0;
  let most = 0;
  for (const ch of text) {
    if (ch === '(') most = Math.max(most, ++depth);
    else if (ch === ')') depth--;
  }
  return most;
}

function toNode(e: jsep.Expression, figures: ReadonlySet<string>): FormulaNode {
  switch (e.type) {
    case 'Literal': {
      const raw = String((e as jsep.Literal).raw);
      if (typeof (e as jsep.Literal).value !== 'number' || !/^(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(raw)) throw new FormulaError(`${LendingMessage.formulaSyntax}: only numbers and figure names may be used (${raw.slice(0, 20)})`);
      return { t: 'num', v: new D(raw) };
    }
    case 'Identifier': {
      const name = (e as jsep.Identifier).name;
      if (!figures.has(name)) throw new FormulaError(`${LendingMessage.formulaUnknownFigure}: ${name.slice(0, LENDING_LIMITS.figureName)}`);
      return { t: 'fig', name };
    }
    case 'UnaryExpression': {
      const u = e as jsep.UnaryExpression;
      if (u.operator !== '-') throw new FormulaError(`${LendingMessage.formulaSyntax}: the operator ${u.operator} is not allowed`);
      return { t: 'neg', x: toNode(u.argument, figures) };
    }
    case 'BinaryExpression': {
      const b = e as jsep.BinaryExpression;
      if (!BINARY.has(b.operator)) throw new FormulaError(`${LendingMessage.formulaSyntax}: the operator ${b.operator} is not allowed`);
      return { t: 'bin', op: b.operator as '+' | '-' | '*' | '/', l: toNode(b.left, figures), r: toNode(b.right, figures) };
    }
    case 'CallExpression': {
      const c = e as jsep.CallExpression;
      const callee = c.callee.type === 'Identifier' ? (c.callee as jsep.Identifier).name : '';
      if (!(FUNCTIONS as readonly string[]).includes(callee)) throw new FormulaError(`${LendingMessage.formulaSyntax}: only min, max and abs may be called`);
      const name = callee as FormulaFunction;
      if (name === 'abs' ? c.arguments.length !== 1 : c.arguments.length < 2) throw new FormulaError(`${LendingMessage.formulaSyntax}: ${name} takes ${name === 'abs' ? 'one value' : 'two or more values'}`);
      return { t: 'fn', name, args: c.arguments.map((a) => toNode(a, figures)) };
    }
    default:
      throw new FormulaError(`${LendingMessage.formulaSyntax}: only numbers, figure names, + - * /, parentheses, min, max and abs may be used`);
  }
}

/** The figure names a tree reads. */
export function figuresOf(node: FormulaNode, into = new Set<string>()): Set<string> {
  if (node.t === 'fig') into.add(node.name);
  else if (node.t === 'neg') figuresOf(node.x, into);
  else if (node.t === 'bin') {
    figuresOf(node.l, into);
    figuresOf(node.r, into);
  }
  else if (node.t === 'fn') node.args.forEach((a) => figuresOf(a, into));
  return into;
}

class ZeroDivisor extends Error {}

function evaluateNode(node: FormulaNode, values: ReadonlyMap<string, Big>): Big {
  switch (node.t) {
    case 'num':
      return node.v;
    case 'fig': {
      const v = values.get(node.name);
      if (!v) throw new Error(`figure ${node.name} missing`);
      return v;
    }
    case 'neg':
      return evaluateNode(node.x, values).neg();
    case 'bin': {
      const l = evaluateNode(node.l, values);
      const r = evaluateNode(node.r, values);
      if (node.op === '+') return l.plus(r);
      if (node.op === '-') return l.minus(r);
      if (node.op === '*') return l.times(r);
      if (r.eq(0)) throw new ZeroDivisor();
      return l.div(r);
    }
    case 'fn': {
      const args = node.args.map((a) => evaluateNode(a, values));
      if (node.name === 'abs') return args[0]!.abs();
      return args.reduce((best, v) => ((node.name === 'min' ? v.lt(best) : v.gt(best)) ? v : best));
    }
  }
}

/** Whether a divisor is zero whatever the figures: zero at several sets of different random figures (polynomial identity testing). */
function alwaysZero(node: FormulaNode, figures: readonly string[]): boolean {
  for (let trial = 0; trial < 4; trial++) {
    const values = new Map(figures.map((f) => [f, new D(Math.floor(Math.random() * 1_000_000) + 1).div(trial + 7)]));
    try {
      if (!evaluateNode(node, values).eq(0)) return false;
    } catch {
      // An inner zero divisor is reported where it is; this trial says nothing.
    }
  }
  return true;
}

function checkDivisors(node: FormulaNode, figures: readonly string[]): void {
  if (node.t === 'bin') {
    if (node.op === '/' && alwaysZero(node.r, figures)) throw new FormulaError(LendingMessage.formulaDivByZero);
    checkDivisors(node.l, figures);
    checkDivisors(node.r, figures);
  } else if (node.t === 'neg') checkDivisors(node.x, figures);
  else if (node.t === 'fn') node.args.forEach((a) => checkDivisors(a, figures));
}

/** A bound on the tree itself (a chain of 400 unary minuses nests no parenthesis), far above any real formula. */
const TREE_DEPTH = 100;

function treeDepth(e: jsep.Expression): number {
  const children = [e.argument, e.left, e.right, e.callee, e.object, e.property, e.test, e.consequent, e.alternate, ...((e.arguments as jsep.Expression[] | undefined) ?? []), ...((e.body as jsep.Expression[] | undefined) ?? [])];
  let most = 0;
  for (const child of children) if (child && typeof child === 'object' && 'type' in child) most = Math.max(most, treeDepth(child as jsep.Expression));
  return most + 1;
}

/**
 * Reads and checks a formula over `figures` (the names the borrower is asked for); throws a
 * FormulaError naming what is wrong: too long, too deep, syntax, an unknown figure, a divisor
 * that is always zero.
 */
export function parseFormula(text: string, figures: readonly string[]): FormulaNode {
  if (text.length > LENDING_LIMITS.formulaLength) throw new FormulaError(LendingMessage.formulaTooLong);
  if (!text.trim()) throw new FormulaError(`${LendingMessage.formulaSyntax}: the formula is empty`);
  if (nesting(text) > LENDING_LIMITS.formulaDepth) throw new FormulaError(LendingMessage.formulaTooDeep);
  let tree: jsep.Expression;
  try {
    tree = jsep(text);
  } catch (err) {
    throw new FormulaError(`${LendingMessage.formulaSyntax}: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (treeDepth(tree) > TREE_DEPTH) throw new FormulaError(LendingMessage.formulaTooDeep);
  const node = toNode(tree, new Set(figures));
  checkDivisors(node, figures);
  return node;
}

/** The message of a formula that cannot be saved, or null when it can. */
export function formulaProblem(text: string, figures: readonly string[]): string | null {
  try {
    parseFormula(text, figures);
    return null;
  } catch (err) {
    if (err instanceof FormulaError) return err.message;
    throw err;
  }
}

export type Computed = { value: string; problem?: undefined } | { value: null; problem: string };

const VALUE_LIMIT = new D('1e14');

/**
 * The formula's value for the reported figures (decimal strings), rounded to 4 decimals; a zero
 * divisor or a value too large to keep is a problem, not an error.
 */
export function computeFormula(node: FormulaNode, figures: Readonly<Record<string, string>>): Computed {
  const values = new Map<string, Big>();
  for (const name of figuresOf(node)) {
    const raw = Object.prototype.hasOwnProperty.call(figures, name) ? figures[name] : undefined;
    if (raw === undefined) return { value: null, problem: `The figure ${name} was not reported.` };
    try {
      values.set(name, new D(raw));
    } catch {
      return { value: null, problem: `The figure ${name} is not a number.` };
    }
  }
  try {
    const v = evaluateNode(node, values).round(4, BigBase.roundHalfUp);
    if (v.abs().gte(VALUE_LIMIT)) return { value: null, problem: 'The value is too large to keep.' };
    return { value: v.toFixed(4) };
  } catch (err) {
    if (err instanceof ZeroDivisor) return { value: null, problem: 'The figures make the formula divide by zero.' };
    throw err;
  }
}

export type Verdict = { status: 'compliant' | 'warning' | 'breach'; headroom: string | null };

/**
 * A value against the covenant's operator and threshold: headroom in percent of the threshold
 * (positive: on the right side), and a warning when it holds by less than `warningMargin` percent.
 */
export function judge(value: string, operator: string, threshold: string, warningMargin: string): Verdict {
  const v = new D(value);
  const th = new D(threshold);
  const holds = operator === '>=' ? v.gte(th) : operator === '>' ? v.gt(th) : operator === '<=' ? v.lte(th) : v.lt(th);
  const diff = operator.startsWith('>') ? v.minus(th) : th.minus(v);
  const headroom = th.eq(0) ? null : diff.div(th.abs()).times(100).round(2, BigBase.roundHalfUp);
  const kept = headroom && headroom.abs().lt(new D('1e10')) ? headroom.toFixed(2) : null;
  if (!holds) return { status: 'breach', headroom: kept };
  if (headroom && headroom.lt(new D(warningMargin))) return { status: 'warning', headroom: kept };
  return { status: 'compliant', headroom: kept };
}

/**
 * The message of one of the organization's own formulas (lending settings) that cannot be saved,
 * or null: the figures it names are its own, so only its form is checked (length, nesting, syntax,
 * a divisor that is always zero, names that are not figure names).
 */
export function orgFormulaProblem(text: string): string | null {
  const names = [...new Set(text.match(/[A-Za-z_$][A-Za-z0-9_$]*/g) ?? [])].filter(isFigureName);
  return formulaProblem(text, names);
}
