/**
 * Lending end to end, against the API server serving the built suite: staff open a booked loan
 * and give it a DSCR covenant (at least 1.20, quarterly) and a current-ratio covenant; the
 * borrower enters the period's figures in the lender portal, passing one and breaching the other;
 * monitoring shows the breach with its headroom and the loan both results; the reviewer (LRA)
 * waives the breach until a date; the compliance report's PDF and XLSX carry both tests; a loan
 * request made in the portal reaches the pipeline board, moves by keyboard and is decided by the
 * reviewer; a draw request with its lien waiver is approved against its budget line.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { CovenantList, LoanBoard, LoanDetail, LoanDraws, Page as ListPage, LoanRow } from '@si/contract';
import { pdfPages } from '../hosts/api/test-support/pdf-text.ts';
import { launchBrowser } from './support/browser.ts';
import { mailedLinks } from './support/mail.ts';
import { pdfOf } from './support/portal.ts';
import { fillSignIn, signInDemoAdmin } from './support/signIn.ts';
import { demoUser, startStack, type Stack } from './support/stack.ts';
import { addNewContact, api, issueLinkByMail, openContact, until } from './support/workspaces.ts';

const WIDE = { width: 1440, height: 900 };
const STAMP = Date.now().toString(36);
const BORROWER = `Alder Creek Farms ${STAMP}`;
const PERSON = { first: 'Ruth', last: `Mensah ${STAMP}`, email: `ruth.${STAMP}@alder-creek.example` };
const PURPOSE = `Grain dryer and storage bins (${STAMP})`;
const DRAW_NOTE = `Framing of the east wing (${STAMP})`;

/** The last day of the quarter before the current one (its test's requirement is open now). */
function lastQuarterEnd(): string {
  const now = new Date();
  const firstMonthOfQuarter = Math.floor(now.getUTCMonth() / 3) * 3;
  return new Date(Date.UTC(now.getUTCFullYear(), firstMonthOfQuarter, 0)).toISOString().slice(0, 10);
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('lending: covenants from the borrower\'s figures, a waiver, the compliance report, a decided request, an approved draw', () => {
  let stack: Stack;
  let browser: Browser;
  let staff: BrowserContext;
  let page: Page;
  let reviewerContext: BrowserContext;
  let reviewer: Page;
  let loanId: number;
  let portalLink: string;

  let broken: string | undefined;
  const step = (name: string, run: () => Promise<void>) =>
    it(name, async (t) => {
      if (broken) return t.skip(`an earlier step failed: ${broken}`);
      try {
        await run();
      } catch (error) {
        broken = name;
        throw error;
      }
    });
  const covenants = () => api<CovenantList>(page, `/api/lending/loans/${loanId}/covenants`);

  /** On the loan's page: Add a financial covenant with a standard metric, tested quarterly from the last quarter's end. */
  async function addCovenant(name: string, metric: string, threshold: string) {
    const section = page.locator('si-loan-covenants');
    await section.getByRole('button', { name: 'Add a financial covenant' }).click();
    const form = section.locator('form');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Metric').selectOption({ label: metric });
    await form.getByLabel('The value must be').selectOption({ label: 'at least' });
    await form.getByLabel('Threshold', { exact: true }).fill(threshold);
    await form.getByLabel('Tested').selectOption({ label: 'Quarterly' });
    await form.getByLabel("First period's end").fill(lastQuarterEnd());
    await form.getByRole('button', { name: 'Add the covenant' }).click();
    await section.getByRole('heading', { name }).waitFor();
  }

  /** Signs a demo user in on a page of its own context. */
  async function signIn(context: BrowserContext, role: 'LRA') {
    const user = demoUser(stack.demo, (u) => u.role === role);
    const p = await context.newPage();
    await p.goto('/login');
    await fillSignIn(p, user.email, user.password);
    await p.waitForURL(/\/apps\//);
    return p;
  }

  before(async () => {
    stack = await startStack({ env: process.env.SI_STATIC_DIR ? { STATIC_DIR: process.env.SI_STATIC_DIR } : {} });
    browser = await launchBrowser();
    staff = await browser.newContext({ baseURL: stack.url, viewport: WIDE, acceptDownloads: true });
    staff.setDefaultTimeout(15_000);
    page = await staff.newPage();
    await signInDemoAdmin(page, stack.demo);
    reviewerContext = await browser.newContext({ baseURL: stack.url, viewport: WIDE });
    reviewerContext.setDefaultTimeout(15_000);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  step('staff open a booked loan with a DSCR covenant (at least 1.20, quarterly) and a current-ratio covenant', async () => {
    await page.goto('/bank/accounts');
    const list = page.locator('si-loans');
    await list.getByRole('button', { name: 'New loan' }).click();
    const form = list.locator('form');
    await form.getByLabel('Borrower').fill(BORROWER);
    await form.getByLabel('Amount').fill('750000');
    await form.getByLabel('Currency').fill('USD');
    await form.getByLabel('Where it starts').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Open the loan' }).click();
    // A new loan opens on its own page.
    await page.waitForURL(/\/bank\/accounts\/\d+$/);
    loanId = Number(new URL(page.url()).pathname.split('/').pop());
    const loan = await api<LoanDetail>(page, `/api/lending/loans/${loanId}`);
    assert.equal(loan.borrower, BORROWER);
    assert.equal(loan.status, 'active');

    await addCovenant('DSCR', 'Debt service coverage (DSCR)', '1.20');
    await addCovenant('Current ratio', 'Current ratio', '1.50');
    const made = await covenants();
    const dscr = made.covenants.find((c) => c.name === 'DSCR')!;
    assert.equal(dscr.metric, 'dscr');
    assert.equal(dscr.frequency, 'quarterly');
    assert.equal(Number(dscr.threshold), 1.2);
    assert.ok(made.covenants.every((c) => c.tests.some((x) => x.item !== null)), "each covenant's current period asks the borrower for figures");
  });

  step('the borrower enters figures in the portal that pass the DSCR and breach the current ratio', async () => {
    await addNewContact(page, PERSON);
    const panel = await openContact(page, `${PERSON.first} ${PERSON.last}`);
    await issueLinkByMail(panel, PERSON.email);
    portalLink = await until(() => mailedLinks(stack, PERSON.email).find((l) => l.includes('/public/b/')), `the lender portal link mailed to ${PERSON.email}`);
    await page.keyboard.press('Escape');

    const borrower = await browser.newContext({ viewport: WIDE });
    try {
      const portal = await borrower.newPage();
      await portal.goto(portalLink);
      const requirements = portal.locator('si-upload-requirements');
      const fill = async (title: RegExp, figures: [string, string][]) => {
        const card = requirements.locator('article', { has: portal.getByRole('heading', { name: title }) });
        for (const [label, value] of figures) await card.getByLabel(label, { exact: true }).fill(value);
        await card.getByRole('button', { name: 'Send figures' }).click();
        await card.getByText('Figures sent').waitFor();
      };
      await fill(/^DSCR/, [['EBITDA', '1500000'], ['Debt service (principal and interest)', '1000000']]);
      await fill(/^Current ratio/, [['Current assets', '900000'], ['Current liabilities', '1000000']]);
    } finally {
      await borrower.close();
    }
    const results = await covenants();
    const status = (name: string) => results.covenants.find((c) => c.name === name)!.tests.find((x) => x.status !== 'pending')?.status;
    assert.equal(status('DSCR'), 'compliant', '1.50 against at least 1.20');
    assert.equal(status('Current ratio'), 'breach', '0.90 against at least 1.50');
  });

  step('monitoring shows the breach with its headroom, and the loan shows one compliant and one breach', async () => {
    await page.goto('/bank/loanmonitoring');
    const monitoring = page.locator('si-loan-monitoring');
    // The breaches' row of this loan (its upcoming tests are listed too, awaiting figures).
    const row = monitoring.locator('tr', { hasText: BORROWER }).filter({ hasText: 'Breach' });
    await row.waitFor();
    assert.match(await row.innerText(), /Current ratio/);
    assert.match(await row.innerText(), /−40\s?%|-40\s?%/, 'headroom: 0.90 is 40 % under 1.50');

    await page.goto(`/bank/accounts/${loanId}`);
    const section = page.locator('si-loan-covenants');
    await section.getByText('Compliant').first().waitFor();
    await section.getByText('Breach').first().waitFor();
    await section.getByText(/\+25\s?%/).first().waitFor();
  });

  step('the reviewer (LRA) waives the breach until a date', async () => {
    reviewer = await signIn(reviewerContext, 'LRA');
    await reviewer.goto(`/bank/accounts/${loanId}`);
    const section = reviewer.locator('si-loan-covenants');
    const card = section.locator('article', { has: reviewer.getByRole('heading', { name: 'Current ratio' }) });
    await card.getByRole('button', { name: 'Waive or defer' }).click();
    await card.getByLabel('Reason').fill('Seasonal inventory build; the ratio recovers after harvest.');
    await card.getByLabel('Expires on').fill(inDays(120));
    await card.getByRole('button', { name: 'Waive' }).click();
    await section.getByText('The waiver is recorded.').waitFor({ state: 'attached' });
    const ratio = await until(async () => {
      const now = (await covenants()).covenants.find((c) => c.name === 'Current ratio')!;
      return now.tests.some((x) => x.status === 'waived') ? now : undefined;
    }, 'the breach waived');
    await card.getByText('Waived').first().waitFor();
    assert.equal(ratio.waivers[0]!.expires_on, inDays(120));
  });

  step('the compliance report, as PDF and as XLSX, shows both tests', async () => {
    const quarter = lastQuarterEnd();
    await page.goto('/bank/report/compliancereport');
    const report = page.locator('si-compliance-report');
    await report.getByLabel('From', { exact: true }).fill(quarter);
    await report.getByLabel('To', { exact: true }).fill(quarter);
    await report.locator('tr', { hasText: BORROWER }).first().waitFor();
    const download = async (label: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: label }).click()]);
      const stream = await file.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    // The PDF's text comes out without spaces: compare without them.
    const text = (await pdfPages(new Uint8Array(await download('Download PDF')))).join('');
    const squashed = (s: string) => s.replace(/\s+/g, '');
    assert.ok(text.includes(squashed(`${BORROWER}LN-`)), 'the loan is in the PDF');
    assert.ok(text.includes(`Currentratio${squashed(quarter)}`) || text.includes('CurrentratioCurrentratio'), 'its current-ratio test');
    assert.ok(text.includes('Debtservicecoverage(DSCR)'), 'its DSCR test');
    assert.match(text, /-40Waived/, 'the waived breach and its headroom');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download('Download XLSX')) as unknown as ExcelJS.Buffer);
    const cells = book.worksheets.flatMap((sheet) => sheet.getSheetValues().flat().map(String)).join(' | ');
    assert.match(cells, /DSCR/);
    assert.match(cells, /Current ratio/);
    assert.match(cells, new RegExp(BORROWER));
  });

  step('a loan request made in the portal reaches the board, moves by keyboard, and is decided by the reviewer', async () => {
    const borrower = await browser.newContext({ viewport: WIDE });
    try {
      const portal = await borrower.newPage();
      await portal.goto(portalLink);
      const request = portal.locator('si-loan-request');
      await request.getByLabel('Amount').fill('180000');
      await request.getByLabel('What is the loan for?').fill(PURPOSE);
      await request.getByLabel('Term in months').fill('60');
      await request.getByRole('button', { name: 'Send loan request' }).click();
      await request.getByText(/Your loan request was sent/).waitFor();
    } finally {
      await borrower.close();
    }
    const loans = await api<ListPage<LoanRow>>(page, `/api/lending/loans?search=${encodeURIComponent(BORROWER)}&page_size=10`);
    const requested = loans.results.find((l) => l.status === 'requested');
    assert.ok(requested, 'the request is a loan in the pipeline');

    await page.goto('/bank/accounts?view=board');
    const board = page.locator('si-loan-board');
    const before = await api<LoanBoard>(page, '/api/lending/pipeline');
    const stages = before.columns.map((c) => c.stage);
    const card = board.locator('article[part~=card]', { hasText: requested.reference });
    await card.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await board.getByText(new RegExp(`moved to ${stages[1]!.name}`)).first().waitFor();
    await until(async () => {
      const now = await api<LoanDetail>(page, `/api/lending/loans/${requested.id}`);
      return now.stage?.id === stages[1]!.id ? now : undefined;
    }, `the loan on ${stages[1]!.name}`);

    await reviewer.goto(`/bank/accounts/${requested.id}`);
    const decision = reviewer.locator('si-loan-decision');
    await decision.getByLabel('Approved', { exact: true }).check();
    await decision.getByLabel('Reason').fill('Strong collateral and repayment history.');
    await decision.getByRole('button', { name: 'Record decision' }).click();
    await decision.getByText(/Decision recorded\. The loan is now: Approved\./).waitFor();
    const decided = await api<LoanDetail>(page, `/api/lending/loans/${requested.id}`);
    assert.equal(decided.status, 'approved');
  });

  step('a draw request with its lien waiver is approved against its budget line', async () => {
    // The demo's construction loan, and a new portal link for a new borrower contact of it.
    const loans = await api<ListPage<LoanRow>>(page, '/api/lending/loans?search=Harbor%20View&page_size=10');
    const construction = loans.results[0]!;
    await page.goto(`/bank/accounts/${construction.id}`);
    const contact = { first: 'Owen', last: `Reyes ${STAMP}`, email: `owen.${STAMP}@harborview.example` };
    await addNewContact(page, contact);
    const panel = await openContact(page, `${contact.first} ${contact.last}`);
    await issueLinkByMail(panel, contact.email);
    const link = await until(() => mailedLinks(stack, contact.email).find((l) => l.includes('/public/b/')), `the lender portal link mailed to ${contact.email}`);
    await page.keyboard.press('Escape');
    const budget = await api<LoanDraws>(page, `/api/lending/loans/${construction.id}/draws`);
    const framing = budget.lines.find((l) => l.name === 'Framing')!;

    const borrower = await browser.newContext({ viewport: WIDE });
    let drawNumber: number;
    try {
      const portal = await borrower.newPage();
      await portal.goto(link);
      const draws = portal.locator('si-draw-request');
      await draws.getByLabel('Amount to draw on Framing').fill('25000');
      await draws.getByLabel('Note for the lender (optional)').fill(DRAW_NOTE);
      await draws.getByRole('button', { name: 'Send the draw request' }).click();
      const said = await draws.getByText(/Draw \d+ is requested/).innerText();
      drawNumber = Number(/Draw (\d+)/.exec(said)![1]);
      const requirement = portal.locator('si-upload-requirements').locator('article', { has: portal.getByRole('heading', { name: `Draw ${drawNumber}: supporting documents (invoices, lien waivers)` }) });
      await requirement.locator('input[type=file]').setInputFiles({ name: 'lien-waiver.pdf', mimeType: 'application/pdf', buffer: pdfOf(12_000, 'conditional lien waiver') });
      await requirement.locator('[part~=file]', { hasText: 'lien-waiver.pdf' }).waitFor();
    } finally {
      await borrower.close();
    }

    await page.goto(`/bank/accounts/${construction.id}`);
    const staffDraws = page.locator('si-loan-draws');
    const card: Locator = staffDraws.locator('article', { has: page.getByRole('heading', { name: `Draw ${drawNumber}` }) });
    await card.getByText('1 file').waitFor();
    // The inspector's percent complete first, then the approval of the amount asked.
    await card.getByRole('button', { name: 'Record the inspection' }).click();
    const inspection = card.getByRole('form', { name: `Record the inspection of draw ${drawNumber}` });
    await inspection.getByLabel('Percent complete of Framing').fill('45');
    await inspection.getByRole('button', { name: 'Save the inspection' }).click();
    await card.getByText(/45\s?% complete/).first().waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByRole('form', { name: `Approve draw ${drawNumber}` }).getByRole('button', { name: 'Approve' }).click();
    await until(async () => {
      const now = await api<LoanDraws>(page, `/api/lending/loans/${construction.id}/draws`);
      return now.draws.find((d) => d.number === drawNumber)?.status === 'approved' ? now : undefined;
    }, `draw ${drawNumber} approved`);
    const after = await api<LoanDraws>(page, `/api/lending/loans/${construction.id}/draws`);
    const line = after.lines.find((l) => l.id === framing.id)!;
    assert.equal(Number(line.remaining), Number(framing.remaining) - 25000, "the approved draw comes off the line's remaining budget");
  });
});
