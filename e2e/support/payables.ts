/**
 * What the accounts-payable end-to-end test does: a vendor's bill as a PDF with a text layer, the
 * vendor set up with a contact holding a portal link, what the vendor does in its portal (send a
 * bill, answer a purchase order, give bank details), what staff do on the payables screens (the
 * bill's page, the bank details to verify, payment runs), and the API calls whose answer the test
 * reads whole (a refusal's status and message, a payment file's text).
 */
import type { Locator, Page } from 'playwright-core';
import { generate } from 'otplib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ModuleKind } from '@si/contract';
import { fillSignIn } from './signIn.ts';
import type { DemoUser } from './stack.ts';
import { api, until } from './workspaces.ts';

const EUROS = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
const FIGURES = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A euro amount as the English screens show it ("1234.50" -> "€1,234.50"). */
export const eur = (amount: string) => EUROS.format(Number(amount));

/** A date as an English bill writes it ("2026-11-26" -> "November 26, 2026"). */
export const writtenDay = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

export type BillDocument = {
  vendor: string;
  address: string;
  number: string;
  billDate: string;
  dueDate: string;
  currency: string;
  lines: { description: string; quantity: string; unitPrice: string }[];
  /** Tax included; the bill here has no tax. */
  total: string;
};

/**
 * The vendor's bill as its own software would print it: one A4 page of text (a text layer the
 * reading finds, no image), the labels an English invoice uses, amounts with thousands separators.
 */
export async function billPdf(bill: BillDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${bill.number}`);
  pdf.setAuthor(bill.vendor);
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const row = (cells: [x: number, text: string][], options: { size?: number; strong?: boolean; gap?: number } = {}) => {
    for (const [x, text] of cells) page.drawText(text, { x, y, size: options.size ?? 11, font: options.strong ? bold : regular });
    y -= options.gap ?? 22;
  };
  const money = (amount: string) => FIGURES.format(Number(amount));
  row([[50, bill.vendor]], { size: 14, strong: true });
  row([[50, bill.address]], { gap: 40 });
  row([[50, 'INVOICE']], { size: 18, strong: true, gap: 34 });
  row([[50, `Invoice number: ${bill.number}`]]);
  row([[50, `Invoice date: ${writtenDay(bill.billDate)}`]]);
  row([[50, `Due date: ${writtenDay(bill.dueDate)}`]], { gap: 40 });
  row(
    [
      [50, 'Description'],
      [330, 'Qty'],
      [390, 'Unit price'],
      [480, 'Amount'],
    ],
    { strong: true },
  );
  for (const line of bill.lines) {
    row([
      [50, line.description],
      [330, line.quantity],
      [390, money(line.unitPrice)],
      [480, money(String(Number(line.quantity) * Number(line.unitPrice)))],
    ]);
  }
  y -= 12;
  row([
    [330, 'Subtotal'],
    [480, `${money(bill.total)} ${bill.currency}`],
  ]);
  row([
    [330, 'VAT 0%'],
    [480, `${money('0')} ${bill.currency}`],
  ]);
  row(
    [
      [330, 'Total'],
      [480, `${money(bill.total)} ${bill.currency}`],
    ],
    { strong: true, gap: 40 },
  );
  row([[50, 'Thank you for your order. Please quote the invoice number with your payment.']], { size: 9 });
  return Buffer.from(await pdf.save());
}

export type NewVendor = { name: string; contact: { first: string; last: string; email: string } };

/**
 * A vendor account of accounts payable with one contact, through the API as the staff member of
 * `page`, and a portal link issued to the contact by mail. Answers the account's and contact's ids.
 */
export async function createVendor(page: Page, vendor: NewVendor): Promise<{ accountId: number; contactId: number }> {
  const account = await api<{ id: number }>(page, '/api/accounts', { method: 'POST', body: { module_kind: ModuleKind.SECURE_INVOICE_PURCHASE, name: vendor.name } });
  const { first, last, email } = vendor.contact;
  const contact = await api<{ id: number }>(page, `/api/accounts/${account.id}/contacts`, { method: 'POST', body: { contact: { first_name: first, last_name: last, email } } });
  const issued = await api<{ sent_to: string | null }>(page, `/api/accounts/${account.id}/contacts/${contact.id}/link`, { method: 'POST', body: { send: true } });
  if (issued.sent_to !== email) throw new Error(`the portal link went to ${issued.sent_to}, not ${email}`);
  return { accountId: account.id, contactId: contact.id };
}

export type Answer<T> = { status: number; body: T };

/** Calls the API on the page's own session and answers its status and body (JSON when it is JSON, else text), whatever the status. */
export function apiAnswer<T>(page: Page, path: string, write?: { method: string; body?: unknown }): Promise<Answer<T>> {
  return page.evaluate(
    async ({ path, write }) => {
      const { access } = JSON.parse(localStorage.getItem('auth')!);
      const headers: Record<string, string> = { Authorization: `JWT ${access}` };
      if (write?.body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(path, { method: write?.method ?? 'GET', headers, body: write?.body !== undefined ? JSON.stringify(write.body) : undefined });
      const text = await response.text();
      const json = (response.headers.get('content-type') ?? '').includes('json');
      return { status: response.status, body: json ? JSON.parse(text) : text };
    },
    { path, write },
  ) as Promise<Answer<T>>;
}

/** A file the API answers, as text with its content type (a payment file). */
export function apiFile(page: Page, path: string): Promise<{ status: number; type: string; disposition: string; text: string }> {
  return page.evaluate(async (path) => {
    const { access } = JSON.parse(localStorage.getItem('auth')!);
    const response = await fetch(path, { headers: { Authorization: `JWT ${access}` } });
    return { status: response.status, type: response.headers.get('content-type') ?? '', disposition: response.headers.get('content-disposition') ?? '', text: await response.text() };
  }, path);
}

/** The id of the organization's user with this e-mail. */
export async function userId(page: Page, email: string): Promise<number> {
  const users = await api<{ results: { id: number; email: string }[] }>(page, `/api/users?page_size=100&search=${encodeURIComponent(email)}`);
  const found = users.results.find((u) => u.email === email);
  if (!found) throw new Error(`no user ${email}: ${JSON.stringify(users.results.map((u) => u.email))}`);
  return found.id;
}

/** Signs a demo user in on /login, with an authenticator code when the user has MFA; waits for a landing dashboard. */
export async function signInDemoUser(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, user.email, user.password);
  if (user.mfa) {
    await page.waitForURL('**/mfa-challenge');
    const challenge = page.locator('si-mfa-challenge');
    await challenge.getByLabel('Verification code').fill(await generate({ secret: user.totpSecret! }));
    await challenge.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL('**/apps/**');
}

// ---- The vendor's portal (/public/p/:token) ----------------------------------------------

export const vendorPortal = (page: Page) => page.locator('si-payable-portal');

/** Opens the portal link afresh (the portal reads its data as it opens) on one of its tabs. */
export async function openPortal(page: Page, link: string, tab: 'Invoice' | 'Purchase Orders' | 'Pay Instructions'): Promise<Locator> {
  await page.goto(link);
  const portal = vendorPortal(page);
  const chosen = portal.getByRole('tab', { name: tab, exact: true });
  await chosen.click();
  await until(async () => (await chosen.getAttribute('aria-selected')) === 'true', `the ${tab} tab chosen`);
  return portal.locator('[part~=panel]');
}

/** A bill as the vendor follows it in the portal, by its number. */
export const portalBill = (page: Page, number: string) => vendorPortal(page).locator('[part~=bill]', { has: page.getByRole('heading', { name: `Bill ${number}`, exact: true }) });

/** A purchase order as the vendor sees it in the portal, by its number. */
export const portalOrder = (page: Page, number: string) => vendorPortal(page).locator('[part~=purchase-order]', { has: page.getByRole('heading', { name: `Purchase order ${number}`, exact: true }) });

export type BankDetails = { holder: string; bank: string; iban: string; bic: string; currency: string };

/** Pay Instructions: gives new bank details (an IBAN and its BIC) and sends them for verification. */
export async function giveBankDetails(panel: Locator, details: BankDetails): Promise<void> {
  const form = panel.locator('[part~=bank-details-form]');
  await form.getByLabel('IBAN and BIC').check();
  await form.getByLabel('Account holder').fill(details.holder);
  await form.getByLabel('Bank name').fill(details.bank);
  await form.getByLabel('IBAN', { exact: true }).fill(details.iban);
  await form.getByLabel('BIC (SWIFT)').fill(details.bic);
  await form.getByLabel('Currency (optional)').fill(details.currency);
  await form.getByRole('button', { name: 'Send for verification' }).click();
}

/** The value of a fact (dt/dd) of a list of facts, by its name. */
export const fact = (facts: Locator, name: string) => facts.locator('div', { has: facts.page().locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd');

// ---- Staff screens ----------------------------------------------------------------------

/** The bill's own page (/payable/bills/:id): its detail, once its heading says it is loaded. */
export async function openBill(page: Page, id: number, number: string): Promise<Locator> {
  await page.goto(`/payable/bills/${id}`);
  const detail = page.locator('si-vendor-bills').locator('[part~=detail]');
  await detail.getByRole('heading', { name: new RegExp(`^Bill ${number} from `) }).waitFor();
  return detail;
}

/** A fact of a staff page's facts (a dl of dt each followed by its dd: a bill, a run, an approval link), by the dt's text. */
export const staffFact = (detail: Locator, name: string) => detail.locator('[part~=facts]').locator(`dt:text-is("${name}") + dd`);

/** Accounts payable's desk on one of its tabs (/payable/accounts?view=...). */
export async function openDesk(page: Page, view: 'bills' | 'purchase-orders' | 'payment-runs' | 'verifications'): Promise<Locator> {
  await page.goto(`/payable/accounts?view=${view}`);
  const panel = page.locator('si-accounts-payable').locator('[part~=panel]');
  await panel.locator('[part~=heading]').first().waitFor();
  return panel;
}

/**
 * Payment runs: New payment run from the paying account whose option names `payFrom`, in euros,
 * for the bills due by `dueBy`, with only `bill` (its checkbox's name) chosen. Answers the form,
 * filled and not sent, and the paying account's id.
 */
export async function draftRun(page: Page, p: { payFrom: string; dueBy: string; bill: string }): Promise<{ form: Locator; payingAccountId: number }> {
  const panel = await openDesk(page, 'payment-runs');
  await panel.getByRole('button', { name: 'New payment run' }).click();
  const form = panel.locator('form', { has: page.getByRole('button', { name: 'Make the run' }) });
  const option = form.locator('select[name=paying_account_id] option', { hasText: p.payFrom });
  await option.waitFor({ state: 'attached' });
  const payingAccountId = Number(await option.getAttribute('value'));
  await form.getByLabel('Pay from').selectOption(String(payingAccountId));
  await form.getByLabel('Currency', { exact: true }).fill('EUR');
  await form.getByLabel('Bills due by').fill(p.dueBy);
  const mine = form.getByRole('checkbox', { name: p.bill, exact: true });
  await mine.waitFor();
  // The demo's other approved bills in euros are left out: this run pays the one bill.
  for (const box of await form.getByRole('checkbox').all()) {
    if ((await box.getAttribute('aria-label')) !== p.bill) await box.uncheck();
  }
  await mine.check();
  return { form, payingAccountId };
}

/** Payment runs: opens run `id` in its panel. */
export async function openRun(page: Page, id: number): Promise<Locator> {
  const panel = await openDesk(page, 'payment-runs');
  await panel.getByRole('button', { name: `Open run ${id}`, exact: true }).click();
  const detail = panel.locator('[part~=detail]', { has: page.getByRole('heading', { name: `Payment run ${id}`, exact: true }) });
  await detail.locator('[part~=state]').waitFor();
  return detail;
}
