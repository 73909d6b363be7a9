import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import type { LoanBoard, LoanCard } from '@si/contract';
import { LendingMessage } from '@si/contract/lending';
import './loan-board.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { show } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';

const TAG = '<si-loan-board loan-href="/bank/accounts/{id}"></si-loan-board>';
const card = (patch: Partial<LoanCard> & { id: number }): LoanCard => ({
  reference: `LN-${patch.id}`,
  borrower: 'Harbor Bakery',
  amount: '85000.00',
  currency: 'USD',
  product: null,
  stage_id: 1,
  days_in_stage: 3,
  status: 'requested',
  decisions_given: 0,
  decisions_needed: 1,
  version: 1,
  ...patch,
});
const BAKERY = card({ id: 101 });
const MARINA = card({ id: 102, borrower: 'Bluewater <b>Marina</b>', amount: '1750000.00', product: { id: 5, name: 'Construction loan' }, stage_id: 2, status: 'in_review', decisions_given: 1, decisions_needed: 2, version: 4 });
const stage = (id: number, name: string) => ({ id, name, position: id });
const boardWith = (columns: [number, string, LoanCard[]][]): LoanBoard => ({ pipeline: { id: 9, name: 'Commercial lending' }, columns: columns.map(([id, name, cards]) => ({ stage: stage(id, name), count: cards.length, cards })) });
const BOARD = boardWith([
  [1, 'Application', [BAKERY]],
  [2, 'Underwriting', [MARINA]],
  [3, 'Committee', []],
]);

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/lending/pipeline', { json: BOARD });
});

const shown = () => show(TAG, 'si-loan-board', '[part~="card"]');
const cardOf = (el: Element, id: number) => el.shadowRoot!.querySelector<HTMLElement>(`[data-loan-id="${id}"]`);
const stageOfCard = (el: Element, id: number) => cardOf(el, id)?.closest('[data-drop-stage]')?.getAttribute('data-drop-stage');
const columnOf = (el: Element, id: number) => el.shadowRoot!.querySelector<HTMLElement>(`[data-drop-stage="${id}"]`)!;
const text = (node: Element | null | undefined) => ((node as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim();
const announced = (el: Element) => el.shadowRoot!.querySelector('[part="announcer"]')!.textContent!.trim();
const moves = () => server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/move'));
const boardReads = () => server.requests.filter((r) => r.path === '/api/lending/pipeline');

function dragEvent(type: string, node: Element, dataTransfer: DataTransfer): DragEvent {
  const box = node.getBoundingClientRect();
  return new DragEvent(type, { bubbles: true, composed: true, cancelable: true, dataTransfer, clientX: box.left + box.width / 2, clientY: box.top + Math.min(12, box.height / 2) });
}

describe('si-loan-board', () => {
  it('shows a column per stage with its loans, each card in words', async () => {
    signInAs('IC');
    const el = await shown();
    await expectAccessible(el);
    expect(text(el.shadowRoot!.querySelector('[part="heading"]'))).to.equal('Commercial lending');
    expect(text(columnOf(el, 3))).to.equal('Committee Loans: 0 No loans in this stage.');
    expect(text(cardOf(el, 102))).to.equal('LN-102 · Bluewater <b>Marina</b> $1,750,000.00 Construction loan In review Decisions: 1 of 2 Days in this stage: 3 Move to… Application Committee');
    expect(cardOf(el, 102)!.querySelector('b')).to.equal(null);
    expect(cardOf(el, 101)!.querySelector('a')!.getAttribute('href')).to.equal('/bank/accounts/101');
  });

  it('moves a card with the keyboard, sends the version it was read at, and says each step', async () => {
    signInAs('LRA');
    server.on('POST', '/api/lending/loans/101/move', { json: { ...BAKERY, stage_id: 2, status: 'in_review', version: 2 } });
    const el = await shown();
    cardOf(el, 101)!.focus();
    await sendKeys({ press: 'Space' });
    await until(() => announced(el).startsWith('LN-101 Harbor Bakery picked up in Application.'), 'the pick-up said');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => announced(el) === 'Underwriting, column 2 of 3.', 'the column said');
    expect(columnOf(el, 2).getAttribute('part')).to.equal('column column-target');
    await sendKeys({ press: 'Enter' });
    await until(() => moves().length === 1, 'the move sent');
    expect(moves()[0]!.body).to.deep.equal({ stage_id: 2, version: 1 });
    await until(() => stageOfCard(el, 101) === '2', 'the card in Underwriting');
    await until(() => text(cardOf(el, 101)).includes('In review'), "the server's card");
    expect(announced(el)).to.equal('LN-101 Harbor Bakery moved to Underwriting.');
    await until(() => el.shadowRoot!.activeElement === cardOf(el, 101), 'the focus following the card');
  });

  it('puts a refused move back with the reason in words, and reads a stale board again', async () => {
    signInAs('IC');
    server.on('POST', '/api/lending/loans/101/move', { status: 409, json: { detail: LendingMessage.staleLoan } });
    const el = await shown();
    const select = cardOf(el, 101)!.querySelector<HTMLSelectElement>('[part~="move-select"]')!;
    select.value = '3';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => el.shadowRoot!.querySelector('[part="move-error"]'), 'the refusal');
    expect(text(el.shadowRoot!.querySelector('[part="move-error"]'))).to.equal('LN-101 Harbor Bakery was not moved: Someone else changed this loan; it has been reloaded. It is back in Application.');
    expect(stageOfCard(el, 101)).to.equal('1');
    await until(() => boardReads().length === 2, 'the board read again');
  });

  it('moves a card dragged onto another column', async () => {
    signInAs('OA');
    server.on('POST', '/api/lending/loans/101/move', { json: { ...BAKERY, stage_id: 3, version: 2 } });
    const el = await shown();
    const from = cardOf(el, 101)!;
    const heading = columnOf(el, 3).querySelector('[part="column-heading"]')!;
    const data = new DataTransfer();
    from.dispatchEvent(dragEvent('dragstart', from, data));
    heading.dispatchEvent(dragEvent('dragenter', heading, data));
    heading.dispatchEvent(dragEvent('dragover', heading, data));
    await until(() => columnOf(el, 3).getAttribute('part') === 'column column-target', 'the drop indicator');
    heading.dispatchEvent(dragEvent('drop', heading, data));
    from.dispatchEvent(dragEvent('dragend', from, data));
    await until(() => moves().length === 1, 'the move sent');
    expect(moves()[0]!.body).to.deep.equal({ stage_id: 3, version: 1 });
    await until(() => stageOfCard(el, 101) === '3', 'the card in Committee');
  });

  it('gives a viewer the board without any way to move a card', async () => {
    signInAs('VO');
    const el = await shown();
    expect(el.shadowRoot!.querySelector('[part~="move-select"]')).to.equal(null);
    expect(cardOf(el, 101)!.hasAttribute('draggable')).to.equal(false);
    cardOf(el, 101)!.focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    expect(moves()).to.have.length(0);
    await expectAccessible(el);
  });

  it('reads more of a long column on request', async () => {
    signInAs('IC');
    server.on('GET', '/api/lending/pipeline', { json: { ...BOARD, columns: [{ ...BOARD.columns[0]!, count: 2 }, ...BOARD.columns.slice(1)] } });
    server.on('GET', '/api/lending/pipeline/column', { json: { count: 2, cards: [card({ id: 103, borrower: 'Cedar Ridge Dental' })] } });
    const el = await shown();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="more"]')!.click();
    await until(() => cardOf(el, 103), 'the next card');
    expect(el.shadowRoot!.querySelector('[part="more"]')).to.equal(null);
  });
});
