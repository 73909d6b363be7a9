import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './pipeline-report.ts';
import { expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, params, savedDownloads, signInAs } from '../../test-support/table-test-kit.ts';
import { HTML_DEAL_TITLE, pipelineReport } from '../../test-support/sales-fixtures.ts';
import { lastTwelveMonths } from './reportWords.ts';

const REPORT = '/api/sales/reports/pipeline';

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', REPORT, (req) => {
    const format = params(req.search).format;
    if (format) return { blob: new Blob(['x']), headers: { 'content-disposition': `attachment; filename="pipeline-${params(req.search).view}.${format}"` } };
    return { json: pipelineReport() };
  });
});

const shown = (html = '<si-pipeline-report></si-pipeline-report>', selector = '[part~="funnel-table"] tbody tr') => show(html, 'si-pipeline-report', selector);
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const $$ = <E extends Element = HTMLElement>(el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<E>(selector)];
const rowsOf = (el: Element, part: string) => $$(el, `[part~="${part}"] tbody tr`).map((tr) => [...tr.children].map((c) => c.textContent!.trim()).join(' | '));
const reads = () => server.requests.filter((r) => r.path === REPORT && !params(r.search).format).map((r) => params(r.search));
const files = () => server.requests.filter((r) => r.path === REPORT && params(r.search).format).map((r) => params(r.search));
const widths = (el: Element, part: string) => $$(el, `[part~="${part}"] .bar-fill`).map((r) => Math.round(Number(r.getAttribute('width'))));
const input = (el: Element, name: string) => $<HTMLInputElement & HTMLSelectElement>(el, `[part="filters"] [name="${name}"]`)!;

/** Sets a native control's value as a person would (React reads the input event). */
function setValue(control: HTMLInputElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Nothing of the element reaches past its edges at 375 px (tables scroll inside their own box). */
async function fitsPhone(el: HTMLElement) {
  el.style.display = 'block';
  el.style.width = '375px';
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const box = el.getBoundingClientRect();
  const past = $$(el, '*')
    .filter((n) => n.closest('.scroller') === null || n.matches('.scroller'))
    .filter((n) => n.getBoundingClientRect().width > 0)
    .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
    .map((n) => `${n.tagName.toLowerCase()}.${n.getAttribute('class') ?? ''}[${n.getAttribute('part') ?? ''}] ${Math.round(n.getBoundingClientRect().width)}`);
  expect(past.slice(0, 6), 'nothing past the edges at 375 px').to.deep.equal([]);
  expect(el.scrollWidth).to.be.at.most(375);
  expect(document.documentElement.scrollWidth, 'no sideways scroll of the page').to.be.at.most(document.documentElement.clientWidth);
}

describe('si-pipeline-report', () => {
  it('shows the funnel and the win rates as charts and tables with the same figures, for the last 12 months of the first pipeline', async () => {
    signInAs('VO');
    const el = await shown();
    await expectAccessible(el);
    expect(reads()[0]).to.deep.equal(lastTwelveMonths());
    expect(textOf(el, '[part="heading"]')).to.equal('Pipeline report');
    expect(textOf(el, '[part="status"]')).to.equal('Deals created from Apr 1, 2025 to Mar 31, 2026: 6 (2 won, 1 lost, 3 open).');
    expect($$(el, '[part~="funnel-table"] thead th').map((th) => th.textContent)).to.deep.equal(['Stage', 'Reached', 'Went on', 'Average days', 'Median days', 'Open now', 'Open value', 'Weighted']);
    expect(rowsOf(el, 'funnel-table')).to.deep.equal([
      'Qualification | 6 | 83.3% | 10.4 | 10 | 1 | $300.00 | $150.00',
      'Needs analysis | 5 | 80% | 12 | 11.5 | 0 | — | —',
      'Proposal | 4 | 50% | 10 | 10 | 2 | €2,000.00¥100,000 | €1,200.00¥60,000',
      'Negotiation | 2 | 100% | — | — | 0 | — | —',
    ]);
    // The funnel's bars are as wide as the deals that reached each stage, centred.
    expect(widths(el, 'funnel-chart')).to.deep.equal([100, 83, 67, 33]);
    // Every bar of a chart on the same track, whatever the length of its words.
    for (const chart of ['funnel-chart', 'owner-chart']) expect(new Set($$(el, `[part~="${chart}"] .bar`).map((b) => Math.round(b.getBoundingClientRect().width))).size, chart).to.equal(1);
    expect($$(el, '[part~="funnel-chart"] .bar-fill').map((r) => Math.round(Number(r.getAttribute('x'))))).to.deep.equal([0, 8, 17, 33]);
    const funnel = $(el, '[part~="funnel-chart"] [role="img"]')!;
    expect(funnel.getAttribute('aria-label')).to.equal(
      'Qualification: 6 deals, 83.3% to the next stage; Needs analysis: 5 deals, 80% to the next stage; Proposal: 4 deals, 50% to the next stage; Negotiation: 2 deals, 100% won',
    );
    expect(rowsOf(el, 'owner-table')).to.deep.equal(['Ada Lovelace | 1 | 1 | 50% | $1,000.00', 'No owner | 1 | 0 | 100% | $700.00']);
    expect(widths(el, 'owner-chart')).to.deep.equal([50, 100]);
    expect($(el, '[part~="owner-chart"] [role="img"]')!.getAttribute('aria-label')).to.equal('Ada Lovelace: 50% (1 won of 2); No owner: 100% (1 won of 1)');
    expect(rowsOf(el, 'source-table')).to.deep.equal(['CSV import | 0 | 1 | 0% | —', 'Website form | 1 | 0 | 100% | $1,000.00', 'Direct (no lead) | 1 | 0 | 100% | $700.00']);
    expect(widths(el, 'source-chart')).to.deep.equal([0, 100, 100]);
    // A tenant page's CSP refuses style attributes: no width is written as one.
    expect($$(el, '.chart, .chart *').filter((n) => n.hasAttribute('style')).map((n) => n.outerHTML)).to.deep.equal([]);
  });

  it('asks again for another pipeline or period; an end before the start is refused at its field without a request', async () => {
    signInAs('VO');
    const el = await shown();
    expect(input(el, 'pipeline_id').value).to.equal('3');
    setValue(input(el, 'pipeline_id'), '4');
    await until(() => reads().length === 2, 'the second pipeline');
    expect(reads()[1]).to.deep.equal({ ...lastTwelveMonths(), pipeline_id: '4' });
    setValue(input(el, 'from'), '2026-01-01');
    await until(() => reads().length === 3, 'the new period');
    expect(reads()[2]).to.deep.equal({ from: '2026-01-01', to: lastTwelveMonths().to, pipeline_id: '4' });

    setValue(input(el, 'to'), '2025-12-31');
    await until(() => textOf(el, '[part="field-error"]') === 'The end of the period must be on or after its start.', 'the message at the end date');
    expect(input(el, 'to').getAttribute('aria-invalid')).to.equal('true');
    expect($(el, '[part="download-csv"]')!.getAttribute('aria-disabled')).to.equal('true');
    $(el, '[part="download-csv"]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads()).to.have.length(3);
    expect(files()).to.have.length(0);
  });

  it('downloads the view shown as CSV, XLSX and PDF with its pipeline and period, and says when one fails', async () => {
    signInAs('VO');
    const el = await shown();
    const saved = await savedDownloads(() => $(el, '[part="download-csv"]')!.click());
    expect(saved).to.deep.equal(['pipeline-summary.csv']);
    expect(files()[0]).to.deep.equal({ ...lastTwelveMonths(), pipeline_id: '3', view: 'summary', format: 'csv' });
    await until(() => textOf(el, '[part="download-status"]') === 'Downloaded pipeline-summary.csv.', 'the CSV announced');
    expect(await savedDownloads(() => $(el, '[part="download-xlsx"]')!.click())).to.deep.equal(['pipeline-summary.xlsx']);
    expect(files()[1]!.format).to.equal('xlsx');
    await until(() => textOf(el, '[part="download-status"]') === 'Downloaded pipeline-summary.xlsx.', 'the XLSX announced');
    server.on('GET', REPORT, (req) => (params(req.search).format ? { status: 500, json: { detail: 'The PDF could not be made.' } } : { json: pipelineReport() }));
    $(el, '[part="download-pdf"]')!.click();
    await until(() => textOf(el, '[part="download-error"]').includes('The PDF could not be made.'), 'the failure');
    expect(files()[2]!.format).to.equal('pdf');
  });

  it('exceptions: overdue and stalled deals linking to their deal, a title in HTML shown as typed', async () => {
    signInAs('VO');
    const el = await shown('<si-pipeline-report view="exceptions" deal-href="/spm/accountDetails/7/{account_id}?deal={id}"></si-pipeline-report>', '[part~="overdue-table"] tbody tr');
    await expectAccessible(el);
    expect(textOf(el, '[part="heading"]')).to.equal('Pipeline exceptions');
    expect(input(el, 'from'), 'no period: the exceptions are as of today').to.equal(null);
    expect(rowsOf(el, 'overdue-table')).to.deep.equal([`${HTML_DEAL_TITLE} | Northwind | Bob Seller | Proposal | Mar 26, 2026 | 5 | €2,000.00`]);
    expect(rowsOf(el, 'stalled-table')).to.deep.equal(['Yen deal | شركة النور للتجارة | Ada Lovelace | Proposal | Oct 2, 2025 | 180 | ¥100,000']);
    expect(textOf(el, '[part="base"]')).to.contain('Stalled: no stage change for 30 days or more');
    const link = $<HTMLAnchorElement>(el, '[part="overdue-table"] [part="deal-link"]')!;
    expect(link.getAttribute('href')).to.equal('/spm/accountDetails/7/31?deal=91');
    expect(link.textContent).to.equal(HTML_DEAL_TITLE);
    expect(link.querySelector('b, script'), 'no markup made of the title').to.equal(null);
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    link.click();
    expect((await navigated).detail.href).to.equal('/spm/accountDetails/7/31?deal=91');
    await savedDownloads(() => $(el, '[part="download-pdf"]')!.click());
    expect(files()[0]).to.include({ view: 'exceptions', format: 'pdf', pipeline_id: '3' });
  });

  it('tasks: activities per owner, without the pipeline picker', async () => {
    signInAs('VO');
    const el = await shown('<si-pipeline-report view="tasks"></si-pipeline-report>', '[part~="tasks-table"] tbody tr');
    await expectAccessible(el);
    expect(input(el, 'pipeline_id')).to.equal(null);
    expect($$(el, '[part~="tasks-table"] thead th').map((th) => th.textContent)).to.deep.equal(['Owner', 'Open', 'Overdue', 'Done in the period']);
    expect(rowsOf(el, 'tasks-table')).to.deep.equal(['Ada Lovelace | 2 | 1 | 1', 'No owner | 1 | 1 | 0']);
    expect(textOf(el, '[part="status"]')).to.equal('Open and overdue as of Mar 31, 2026; done from Apr 1, 2025 to Mar 31, 2026.');
    await savedDownloads(() => $(el, '[part="download-xlsx"]')!.click());
    expect(files()[0]).to.include({ view: 'tasks', format: 'xlsx' });
  });

  it('says when there is no pipeline, and when the report cannot be read, with Try again', async () => {
    signInAs('VO');
    server.on('GET', REPORT, { json: pipelineReport({ pipeline: null, pipelines: [], stages: [], by_owner: [], by_source: [], overdue: [], stalled: [], deals: { total: 0, won: 0, lost: 0, open: 0 } }) });
    const el = await shown('<si-pipeline-report></si-pipeline-report>', '[part="empty"]');
    expect(textOf(el, '[part="empty"]')).to.equal('There is no pipeline yet: an Office Administrator adds pipelines and their stages in Settings, Pipelines.');
    expect($(el, '[part="download-csv"]')!.getAttribute('aria-disabled')).to.equal('true');
    server.on('GET', REPORT, { status: 503, json: { detail: 'The server is not answering right now.' } });
    const failing = await shown('<si-pipeline-report view="tasks"></si-pipeline-report>', '[part="error"]');
    expect(textOf(failing, '[part="error"]')).to.contain('The server is not answering right now.');
    server.on('GET', REPORT, { json: pipelineReport() });
    control(failing, 'Try again').click();
    await until(() => $(failing, '[part~="tasks-table"] tbody tr'), 'the report after trying again');
  });

  it('offers the first pipeline when the one asked for is not the organization\'s', async () => {
    signInAs('VO');
    server.on('GET', REPORT, (req) => (params(req.search).pipeline_id === '99' ? { status: 400, json: { pipeline_id: ['Choose a pipeline of this organization.'] } } : { json: pipelineReport() }));
    const el = await shown('<si-pipeline-report pipeline-id="99"></si-pipeline-report>', '[part="error"]');
    expect(textOf(el, '[part="error"]')).to.contain('Choose a pipeline of this organization.');
    $(el, '[part="first-pipeline"]')!.click();
    await until(() => $(el, '[part~="funnel-table"] tbody tr'), 'the first pipeline');
    expect(reads().at(-1)).to.deep.equal(lastTwelveMonths());
  });

  it('in Arabic: right to left, the win-rate bars mirrored, accessible in light and dark', async () => {
    signInAs('VO');
    setLocale('ar');
    const el = await shown();
    expect($(el, '.si-root')!.getAttribute('dir')).to.equal('rtl');
    expect(getComputedStyle($(el, '[part~="owner-chart"] .bar')!).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    // The funnel is centred: the same either way.
    expect(getComputedStyle($(el, '[part~="funnel-chart"] .bar')!).transform).to.equal('none');
    await expectAccessible(el);
  });

  for (const view of ['summary', 'exceptions', 'tasks'] as const) {
    it(`fits a phone in Arabic (${view}): no sideways scroll of the page at 375 px`, async () => {
      signInAs('VO');
      setLocale('ar');
      const part = view === 'summary' ? 'funnel-table' : view === 'exceptions' ? 'overdue-table' : 'tasks-table';
      const el = await shown(`<si-pipeline-report view="${view}"></si-pipeline-report>`, `[part~="${part}"] tbody tr`);
      await fitsPhone(el);
    });
  }
});
