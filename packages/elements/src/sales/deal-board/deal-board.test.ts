import '@si/core/testing';
import type { FakeServer, Reply } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import { sendKeys } from '@web/test-runner-commands';
import type { Board, BoardCard, BoardColumn } from '@si/contract';
import './deal-board.ts';
import { expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, params, signInAs } from '../../test-support/table-test-kit.ts';
import { BOARD_FORECAST, BOARD_LEAD, BOARD_NEGOTIATION, BOARD_PIPELINES, BOARD_PROPOSAL, boardCard, boardColumn, boardDeal, boardOf } from '../../test-support/sales-fixtures.ts';

const TAG = '<si-deal-board deal-href="/spm/accounts/{account_id}/{id}"></si-deal-board>';
// Lead holds Globex (overdue, closing first) and Acme; Proposal holds Initech; Negotiation is empty.
const ACME = boardCard({ id: 101 });
const GLOBEX = boardCard({
  id: 102,
  title: 'Globex <b>expansion</b>',
  account: { id: 32, name: 'Globex' },
  amount: '5000.00',
  currency: 'USD',
  expected_close: '2020-01-15',
  owner: null,
  is_loan: true,
  days_in_stage: 12,
});
const INITECH = boardCard({ id: 103, title: 'Initech pilot', account: { id: 33, name: 'Initech' }, amount: '3000.00', expected_close: '2031-02-01', probability: 50 });
const BOARD = boardOf([boardColumn(BOARD_LEAD, [GLOBEX, ACME]), boardColumn(BOARD_PROPOSAL, [INITECH]), boardColumn(BOARD_NEGOTIATION, [])]);
const APPLICATION = { id: 21, name: 'Application', position: 1, probability: 50 };
const LOANS_BOARD = boardOf([boardColumn(APPLICATION, [boardCard({ id: 201, title: 'Bakery loan', is_loan: true })])], BOARD_PIPELINES[1]);

let server: FakeServer;
/** The server's board: what GET /api/sales/board answers now (a move the fake server accepts changes it). */
let serverBoard: Board;

/** The board with a card moved to another stage, as the server would answer it after the move. */
function moved(board: Board, card: BoardCard, stageId: number): Board {
  const byClose = (a: BoardCard, b: BoardCard) => (a.expected_close ?? '9999').localeCompare(b.expected_close ?? '9999') || a.id - b.id;
  return boardOf(
    board.columns.map((c: BoardColumn) => {
      const others = c.cards.filter((x) => x.id !== card.id);
      return boardColumn(c.stage, c.stage.id === stageId ? [...others, card].sort(byClose) : others);
    }),
    board.pipeline,
  );
}

/** Accepts a move of `card` to the stage it asks for. */
function acceptMoves(card: BoardCard): void {
  server.on('POST', `/api/sales/deals/${card.id}/move`, (request) => {
    const stageId = (request.body as { stage_id: number }).stage_id;
    const stage = [BOARD_LEAD, BOARD_PROPOSAL, BOARD_NEGOTIATION].find((s) => s.id === stageId)!;
    serverBoard = moved(serverBoard, card, stageId);
    return { json: boardDeal(card, stage) };
  });
}

freshServerPerTest((s) => {
  server = s;
  serverBoard = BOARD;
  server.on('GET', '/api/sales/board', (request) => ({ json: params(request.search).pipeline_id === '2' ? LOANS_BOARD : serverBoard }));
});

const shown = (html = TAG) => show(html, 'si-deal-board', '[part~="card"]');
const columnOf = (el: Element, stageId: number) => el.shadowRoot!.querySelector<HTMLElement>(`[data-drop-stage="${stageId}"]`)!;
const cardOf = (el: Element, dealId: number) => el.shadowRoot!.querySelector<HTMLElement>(`[data-deal-id="${dealId}"]`);
const stageOfCard = (el: Element, dealId: number) => cardOf(el, dealId)?.closest('[data-drop-stage]')?.getAttribute('data-drop-stage');
const text = (node: Element | null | undefined) => ((node as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim();
const announced = (el: Element) => el.shadowRoot!.querySelector('[part="announcer"]')!.textContent!.trim();
const moves = () => server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/move'));
const boardReads = () => server.requests.filter((r) => r.path === '/api/sales/board');
const columnReads = () => server.requests.filter((r) => r.path === '/api/sales/board/column');

/** Chooses a stage in a card's "Move to…", as a person would. */
function moveWithList(el: Element, dealId: number, stageId: number): void {
  const select = cardOf(el, dealId)!.querySelector<HTMLSelectElement>('[part~="move-select"]')!;
  select.value = String(stageId);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A drag event at the middle of `node`'s top, as a mouse drag sends it. */
function dragEvent(type: string, node: Element, dataTransfer: DataTransfer): DragEvent {
  const box = node.getBoundingClientRect();
  return new DragEvent(type, { bubbles: true, composed: true, cancelable: true, dataTransfer, clientX: box.left + box.width / 2, clientY: box.top + Math.min(12, box.height / 2) });
}

describe('si-deal-board', () => {
  it('shows a column per stage with its count, probability and totals per currency, and each deal as a card', async () => {
    signInAs('IC');
    const el = await shown();
    expect(params(boardReads()[0]!.search)).to.deep.equal({});
    expect(textOf(el, '[part="heading"]')).to.equal('Sales');
    expect(text(columnOf(el, 11).querySelector('.column-head'))).to.equal('Lead Deals: 2 Probability: 25% €12,000.00, weighted €3,000.00 $5,000.00, weighted $1,250.00');
    expect(text(columnOf(el, 12).querySelector('.column-head'))).to.equal('Proposal Deals: 1 Probability: 50% €3,000.00, weighted €1,500.00');
    expect(text(columnOf(el, 13))).to.equal('Negotiation Deals: 0 Probability: 75% No deals in this stage.');
    expect([...columnOf(el, 11).querySelectorAll('[data-deal-id]')].map((c) => c.getAttribute('data-deal-id'))).to.deep.equal(['102', '101']);
    // The server's text stays text; overdue is said in words; no owner is said too.
    expect(text(cardOf(el, 102))).to.equal('Globex <b>expansion</b> Globex $5,000.00 Loan Overdue: expected to close Jan 15, 2020 No owner Days in this stage: 12 Move to… Proposal Negotiation');
    expect(cardOf(el, 102)!.querySelector('b')).to.equal(null);
    expect(text(cardOf(el, 101))).to.equal('Acme renewal Acme Ltd €12,000.00 Expected to close Dec 15, 2030 Owner: Ada Lovelace Days in this stage: 4 Move to… Proposal Negotiation');
    expect(cardOf(el, 101)!.querySelector('[part~="loan-badge"]')).to.equal(null);
    expect(cardOf(el, 101)!.closest('li')!.getAttribute('aria-setsize')).to.equal('2');
    expect(el.shadowRoot!.querySelector('[part="announcer"]')!.getAttribute('aria-live')).to.equal('polite');

    const link = cardOf(el, 101)!.querySelector<HTMLAnchorElement>('[part~="deal-link"]')!;
    expect(link.getAttribute('href')).to.equal('/spm/accounts/31/101');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    link.click();
    expect((await navigated).detail.href).to.equal('/spm/accounts/31/101');
    await expectAccessible(el);
  });

  it('moves a card with the keyboard: Space picks it up, an arrow chooses the column, Space drops it; each step is said', async () => {
    signInAs('IC');
    acceptMoves(ACME);
    const el = await shown();
    const movedEvent = nextEvent<{ id: number; stage_id: number }>('si-deal-moved');
    cardOf(el, 101)!.focus();
    await sendKeys({ press: 'Space' });
    await until(() => announced(el).startsWith('Acme renewal picked up in Lead, column 1 of 3.'), 'the pick-up said');
    expect(cardOf(el, 101)!.getAttribute('part')).to.contain('card-picked');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => announced(el) === 'Proposal, column 2 of 3.', 'the column chosen said');
    expect(columnOf(el, 12).getAttribute('part')).to.equal('column column-target');
    expect(moves(), 'nothing sent before the drop').to.have.length(0);
    await sendKeys({ press: 'Space' });
    await until(() => moves().length === 1, 'the move sent');
    expect(moves()[0]!.body).to.deep.equal({ stage_id: 12 });
    expect((await movedEvent).detail).to.deep.equal({ id: 101, stage_id: 12 });
    await until(() => stageOfCard(el, 101) === '12', 'the card in Proposal');
    expect(announced(el)).to.equal('Acme renewal moved to Proposal, position 1 of 2.');
    await until(() => el.shadowRoot!.activeElement === cardOf(el, 101), 'the focus following the card');
    // The board is read again for its totals: the server's now count the card in Proposal.
    await until(() => boardReads().length === 2, 'the board read again');
    await until(() => text(columnOf(el, 12).querySelector('.column-facts')) === 'Deals: 2 Probability: 50%', 'the new count');
    expect(text(columnOf(el, 11).querySelector('.column-facts'))).to.equal('Deals: 1 Probability: 25%');
    expect(columnOf(el, 12).getAttribute('part')).to.equal('column');
  });

  it('goes from card to card with the up and down arrows, and cancels a keyboard move with Escape, saying so, sending nothing', async () => {
    signInAs('IC');
    const el = await shown();
    cardOf(el, 102)!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(el.shadowRoot!.activeElement).to.equal(cardOf(el, 101));
    await sendKeys({ press: 'ArrowUp' });
    expect(el.shadowRoot!.activeElement).to.equal(cardOf(el, 102));
    cardOf(el, 101)!.focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'ArrowRight' });
    await until(() => announced(el) === 'Proposal, column 2 of 3.', 'the column chosen');
    await sendKeys({ press: 'Escape' });
    await until(() => announced(el) === 'Move cancelled: Acme renewal stays in Lead.', 'the cancel said');
    expect(moves()).to.have.length(0);
    expect(stageOfCard(el, 101)).to.equal('11');
  });

  it('puts a refused card back in its column and says why (a viewer role, then a deal closed meanwhile)', async () => {
    signInAs('IC');
    let answer: (reply: Reply) => void = () => undefined;
    server.on('POST', '/api/sales/deals/101/move', () => new Promise<Reply>((resolve) => (answer = resolve)));
    const el = await shown();
    moveWithList(el, 101, 12);
    await until(() => stageOfCard(el, 101) === '12', 'the card moved at once');
    expect(text(columnOf(el, 12).querySelector('.column-facts'))).to.equal('Deals: 2 Probability: 50%');
    await until(() => moves().length === 1, 'the move sent');
    answer({ status: 403, json: { detail: 'You do not have permission to perform this action.' } });
    await until(() => stageOfCard(el, 101) === '11', 'the card back in Lead');
    const said = 'Acme renewal was not moved: Your role can read the board but not move deals. It is back in Lead.';
    await until(() => textOf(el, '[part="move-error"]') === said, 'the reason shown');
    expect(announced(el)).to.equal(said);
    expect(text(columnOf(el, 12).querySelector('.column-facts'))).to.equal('Deals: 1 Probability: 50%');

    server.on('POST', '/api/sales/deals/101/move', { status: 409, json: { detail: 'This deal is won or lost: reopen it first.' } });
    moveWithList(el, 101, 13);
    await until(() => textOf(el, '[part="move-error"]') === 'Acme renewal was not moved: This deal is won or lost: reopen it first. It is back in Lead.', 'the conflict said');
    expect(stageOfCard(el, 101)).to.equal('11');
    expect(moves().map((r) => r.body)).to.deep.equal([{ stage_id: 12 }, { stage_id: 13 }]);
  });

  it('puts a card where the server says the deal is when someone else moved it meanwhile, and shows others\' moves when the window is back in focus', async () => {
    signInAs('IC');
    server.on('POST', '/api/sales/deals/101/move', () => {
      serverBoard = moved(BOARD, ACME, 13);
      return { json: boardDeal(ACME, BOARD_NEGOTIATION) };
    });
    const el = await shown();
    moveWithList(el, 101, 12);
    await until(() => announced(el) === 'Acme renewal is in Negotiation: someone else moved it meanwhile.', 'the other move said');
    expect(stageOfCard(el, 101)).to.equal('13');

    await until(() => boardReads().length === 2, 'the board read again after the move');
    const reads = boardReads().length;
    serverBoard = moved(serverBoard, INITECH, 13);
    window.dispatchEvent(new Event('focus'));
    await until(() => stageOfCard(el, 103) === '13', "another person's move shown");
    expect(boardReads().length).to.be.greaterThan(reads);
    expect(stageOfCard(el, 101)).to.equal('13');
  });

  it('gives a viewer the board without any way to move a card', async () => {
    signInAs('VO');
    const el = await shown();
    expect(el.shadowRoot!.querySelector('[part~="move-select"]')).to.equal(null);
    expect(cardOf(el, 101)!.hasAttribute('draggable')).to.equal(false);
    expect(el.hasAttribute('draggable')).to.equal(false);
    cardOf(el, 101)!.focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    const data = new DataTransfer();
    cardOf(el, 101)!.dispatchEvent(dragEvent('dragstart', cardOf(el, 101)!, data));
    columnOf(el, 12).dispatchEvent(dragEvent('drop', columnOf(el, 12), data));
    cardOf(el, 101)!.dispatchEvent(dragEvent('dragend', cardOf(el, 101)!, data));
    expect(announced(el)).to.equal('');
    expect(moves()).to.have.length(0);
    expect(stageOfCard(el, 101)).to.equal('11');
    await expectAccessible(el);
  });

  it('moves a card dragged with the mouse onto another column', async () => {
    signInAs('IC');
    acceptMoves(ACME);
    const el = await shown();
    const card = cardOf(el, 101)!;
    const target = columnOf(el, 12);
    const heading = target.querySelector('[part="column-heading"]')!;
    const data = new DataTransfer();
    card.dispatchEvent(dragEvent('dragstart', card, data));
    heading.dispatchEvent(dragEvent('dragenter', heading, data));
    heading.dispatchEvent(dragEvent('dragover', heading, data));
    await until(() => target.getAttribute('part') === 'column column-target', 'the drop indicator');
    expect(text(target.querySelector('[part="drop-indicator"]'))).to.equal('Drop here');
    heading.dispatchEvent(dragEvent('drop', heading, data));
    card.dispatchEvent(dragEvent('dragend', card, data));
    await until(() => moves().length === 1, 'the move sent');
    expect(moves()[0]!.body).to.deep.equal({ stage_id: 12 });
    await until(() => stageOfCard(el, 101) === '12', 'the card in Proposal');
    expect(announced(el)).to.equal('Acme renewal moved to Proposal, position 1 of 2.');
    expect(target.getAttribute('part')).to.equal('column');
  });

  it('keeps only a window of a long column in the page and reads its next cards as it scrolls', async () => {
    signInAs('IC');
    const card = (n: number) => boardCard({ id: 1000 + n, title: `Deal ${n + 1}`, expected_close: '2030-06-01' });
    const first = Array.from({ length: 50 }, (_, n) => card(n));
    serverBoard = boardOf([boardColumn(BOARD_LEAD, first, { count: 2000 }), boardColumn(BOARD_PROPOSAL, [INITECH]), boardColumn(BOARD_NEGOTIATION, [])]);
    server.on('GET', '/api/sales/board/column', (request) => {
      const offset = Number(params(request.search).offset);
      return { json: { count: 2000, cards: Array.from({ length: 50 }, (_, n) => card(offset + n)) } };
    });
    const el = await shown();
    const lead = columnOf(el, 11);
    const inPage = () => [...lead.querySelectorAll('.card-slot')];
    expect(text(lead.querySelector('.column-facts'))).to.equal('Deals: 2,000 Probability: 25%');
    expect(inPage().length, 'a window of the 50 cards read').to.be.within(1, 20);
    expect(inPage()[0]!.getAttribute('aria-setsize')).to.equal('2000');
    expect(columnReads()).to.have.length(0);
    const box = lead.querySelector<HTMLElement>('[part="column-cards"]')!;
    box.scrollTop = box.scrollHeight;
    await until(() => columnReads().length === 1, 'the next page asked for');
    expect(params(columnReads()[0]!.search)).to.deep.equal({ stage_id: '11', offset: '50' });
    await until(() => inPage().some((slot) => Number(slot.getAttribute('aria-posinset')) > 50), 'the next cards shown');
    expect(inPage().length, 'still a window').to.be.below(25);
    expect(inPage().some((slot) => slot.getAttribute('aria-posinset') === '1'), 'the first cards left the page').to.equal(false);
  });

  it('switches pipelines, keeping the choice in the address, and keeps to the signed-in user\'s deals on request', async () => {
    signInAs('IC');
    const el = await shown('<si-deal-board pipeline-href="/spm/loans?pipeline={pipeline_id}"></si-deal-board>');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    const select = el.shadowRoot!.querySelector<HTMLSelectElement>('[part="pipeline-select"]')!;
    expect([...select.options].map((o) => o.text)).to.deep.equal(['Sales', 'Loans']);
    select.value = '2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect((await navigated).detail.href).to.equal('/spm/loans?pipeline=2');
    await until(() => textOf(el, '[part="heading"]') === 'Loans', 'the other pipeline');
    expect(params(boardReads().at(-1)!.search)).to.deep.equal({ pipeline_id: '2' });
    expect(text(columnOf(el, 21).querySelector('[part="column-heading"]'))).to.equal('Application');
    expect(cardOf(el, 201)!.querySelector('[part~="loan-badge"]')!.textContent).to.equal('Loan');

    el.shadowRoot!.querySelector<HTMLInputElement>('[part="mine"] input')!.click();
    await until(() => params(boardReads().at(-1)!.search).owner === 'me', 'only my deals asked for');
    expect(params(boardReads().at(-1)!.search)).to.deep.equal({ pipeline_id: '2', owner: 'me' });
  });

  it('starts on the pipeline given', async () => {
    signInAs('IC');
    const el = await show('<si-deal-board pipeline-id="2"></si-deal-board>', 'si-deal-board', '[data-deal-id="201"]');
    expect(params(boardReads()[0]!.search)).to.deep.equal({ pipeline_id: '2' });
    expect(textOf(el, '[part="heading"]')).to.equal('Loans');
  });

  it('shows the forecast by month in a table, with bars drawn through the CSSOM', async () => {
    signInAs('IC');
    server.on('GET', '/api/sales/forecast', { json: BOARD_FORECAST });
    const el = await shown();
    control(el, 'Forecast').click();
    await until(() => el.shadowRoot!.querySelector('[part="forecast-table"]'), 'the forecast');
    expect(params(server.requests.find((r) => r.path === '/api/sales/forecast')!.search)).to.deep.equal({ pipeline_id: '1' });
    const rows = [...el.shadowRoot!.querySelectorAll('[part="forecast-table"] tbody tr')].map((tr) => [...tr.children].map((cell) => text(cell)).join(' | '));
    expect(rows).to.deep.equal(['November 2030 | 2 | €8,000.00 | €2,000.00', 'December 2030 | 3 | €12,000.00 £900.00 | €4,000.00 £450.00']);
    const bars = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="forecast-bar"]')];
    expect(bars.map((bar) => bar.style.getPropertyValue('--share'))).to.deep.equal(['0.5', '1', '1']);
    expect(bars[0]!.getBoundingClientRect().width).to.be.below(bars[1]!.getBoundingClientRect().width);
    expect(textOf(el, '[part="forecast-undated"]')).to.equal('Open deals without an expected close: 2');
    await expectAccessible(el);
  });

  it('tells an organization without a pipeline where to add one', async () => {
    signInAs('IC');
    server.on('GET', '/api/sales/board', { status: 404, json: { detail: 'Not found.' } });
    const el = await show('<si-deal-board settings-href="/spm/pipelines"></si-deal-board>', 'si-deal-board', '[part="empty"]');
    expect(textOf(el, '[part="empty"]')).to.equal('There is no pipeline yet. An Office Administrator adds pipelines and their stages in Settings, Pipelines.');
    expect(el.shadowRoot!.querySelector('[part="settings-link"]')!.getAttribute('href')).to.equal('/spm/pipelines');
    await expectAccessible(el);
  });

  it('works in Arabic: accessible, fits 375 px with the columns scrolling in their own box, and the arrow keys mirrored', async () => {
    signInAs('IC');
    setLocale('ar');
    acceptMoves(ACME);
    const el = await shown();
    expect(el.shadowRoot!.querySelector('.si-root')!.getAttribute('dir')).to.equal('rtl');
    await expectAccessible(el);
    el.style.display = 'block';
    el.style.width = '375px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = el.getBoundingClientRect();
    const past = [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')]
      .filter((n) => n.closest('.board-scroll') === null || n.matches('.board-scroll'))
      .filter((n) => n.getBoundingClientRect().width > 0)
      .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
      .map((n) => `${n.tagName.toLowerCase()}.${n.className}[${n.getAttribute('part') ?? ''}] ${Math.round(n.getBoundingClientRect().width)}`);
    expect(past.slice(0, 6), 'nothing past the edges at 375 px').to.deep.equal([]);
    expect(el.scrollWidth).to.be.at.most(375);

    // Right to left, the next column is to the left.
    cardOf(el, 101)!.focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => columnOf(el, 12).getAttribute('part') === 'column column-target', 'the next column chosen');
    await sendKeys({ press: 'Enter' });
    await until(() => moves().length === 1, 'the move sent');
    expect(moves()[0]!.body).to.deep.equal({ stage_id: 12 });
  });
});
