/**
 * Matching a bill to its purchase order, a pure function of the lines, what was received and the
 * organization's tolerance (no database). Each bill line finds its order line by `po_line` when
 * the bill names one, else the first order line not matched yet with the same description
 * (ignoring case and spaces), else the first with the same unit price. A matched line is within
 * tolerance when the billed quantity is at most the ordered one plus the quantity tolerance, the
 * unit price within the price tolerance of the order's, and, once goods were received on the
 * order (three-way match), the billed quantity at most what was received. A bill line matching no
 * order line is a mismatch; an order line nothing was billed for is listed, and fine (an order
 * may be billed in parts).
 */
import type { BillMatchLine, MatchTolerance } from '@si/contract';
import { Big } from '@si/contract/money';

export interface MatchOrderLine {
  description: string;
  quantity: string | number;
  unit_price: string;
}

export interface MatchBillLine extends MatchOrderLine {
  po_line?: number;
}

export interface MatchInput {
  orderLines: readonly MatchOrderLine[];
  billLines: readonly MatchBillLine[];
  /** Received quantity per order line (index); empty: no goods recorded, a two-way match. */
  received: ReadonlyMap<number, string>;
  tolerance: MatchTolerance;
}

export interface MatchResult {
  three_way: boolean;
  lines: BillMatchLine[];
  result: 'ok' | 'mismatch';
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const dec = (v: string | number) => new Big(String(v));
const fmt = (b: Big) => b.toString();

export function matchBill({ orderLines, billLines, received, tolerance }: MatchInput): MatchResult {
  const threeWay = received.size > 0;
  const used = new Set<number>();
  const pick = (l: MatchBillLine): number | null => {
    if (l.po_line !== undefined && l.po_line !== null && orderLines[l.po_line]) return l.po_line;
    const free = (test: (o: MatchOrderLine) => boolean) => orderLines.findIndex((o, i) => !used.has(i) && test(o));
    let at = free((o) => norm(o.description) === norm(l.description));
    if (at < 0) at = free((o) => dec(o.unit_price).eq(dec(l.unit_price)));
    return at < 0 ? null : at;
  };
  const qtyFactor = dec(tolerance.quantity_percent).div(100).plus(1);
  const priceShare = dec(tolerance.price_percent).div(100);
  const lines: BillMatchLine[] = billLines.map((l, i) => {
    const at = pick(l);
    const billed = dec(l.quantity);
    if (at === null) {
      return { bill_line: i, po_line: null, description: l.description, ordered: null, received: null, billed: fmt(billed), order_price: null, bill_price: l.unit_price, price_diff: null, within_tolerance: false, problems: ['Not on the purchase order.'] };
    }
    used.add(at);
    const o = orderLines[at]!;
    const ordered = dec(o.quantity);
    const orderPrice = dec(o.unit_price);
    const billPrice = dec(l.unit_price);
    const diff = billPrice.minus(orderPrice);
    const got = threeWay ? dec(received.get(at) ?? '0') : null;
    const problems: string[] = [];
    if (billed.gt(ordered.times(qtyFactor))) problems.push(`Billed quantity ${fmt(billed)} is more than the ${fmt(ordered)} ordered.`);
    if (diff.abs().gt(orderPrice.abs().times(priceShare))) problems.push(`Unit price ${fmt(billPrice)} differs from the ordered ${fmt(orderPrice)}.`);
    if (got && billed.gt(got)) problems.push(`Billed quantity ${fmt(billed)} is more than the ${fmt(got)} received.`);
    return {
      bill_line: i,
      po_line: at,
      description: l.description,
      ordered: fmt(ordered),
      received: got ? fmt(got) : null,
      billed: fmt(billed),
      order_price: fmt(orderPrice),
      bill_price: fmt(billPrice),
      price_diff: fmt(diff),
      within_tolerance: problems.length === 0,
      problems,
    };
  });
  orderLines.forEach((o, at) => {
    if (used.has(at)) return;
    const got = threeWay ? dec(received.get(at) ?? '0') : null;
    lines.push({ bill_line: null, po_line: at, description: o.description, ordered: fmt(dec(o.quantity)), received: got ? fmt(got) : null, billed: '0', order_price: fmt(dec(o.unit_price)), bill_price: null, price_diff: null, within_tolerance: true, problems: [] });
  });
  return { three_way: threeWay, lines, result: lines.every((l) => l.within_tolerance) ? 'ok' : 'mismatch' };
}
