/**
 * What staff do on the receivables screens (customer accounts, the invoice editor, the account's
 * invoices, payments and statement, the AR aging, the Business Central sync) and what a customer
 * does in the invoice portal and the sandbox checkout, through the elements' shadow DOM.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { ReceivablesSettingsRow } from '@si/contract';
import { api, until } from './workspaces.ts';

const DOLLARS = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });

/** A USD amount as the English screens show it ("1,063.00" -> "$1,063.00"). */
export const usd = (amount: string) => DOLLARS.format(Number(amount));

/** The ISO date `days` from today (UTC; negative: in the past). */
export const utcDay = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A date as the staff screens show it in English ("Nov 25, 2026"). */
export const shownDay = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The number a series gives next ("INV-" + 0012). */
export const nextNumber = (series: ReceivablesSettingsRow['invoice_series'], ahead = 0) => `${series.prefix}${String(series.next_number + ahead).padStart(series.padding, '0')}`;

export const readSettings = (page: Page) => api<ReceivablesSettingsRow>(page, '/api/receivables/settings');

/** On /secureinvoice/accountsReceivable: New account; the suite opens its details page. Answers its id. */
export async function createCustomerAccount(page: Page, name: string): Promise<number> {
  await page.goto('/secureinvoice/accountsReceivable');
  const list = page.locator('si-receivable-accounts');
  await list.getByRole('button', { name: 'New account' }).click();
  const form = list.getByRole('form', { name: 'New account' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/secureinvoice\/accountDetails\/4\/\d+$/);
  await page.locator('si-workspace-detail').getByRole('heading', { name, exact: true }).waitFor();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

export type Line = { description: string; quantity: string; unit_price: string; tax_rate: string; discount: string };
export type DraftInput = { title: string; issueDate: string; terms: string; lines: Line[] };

/** The invoice editor of this page. */
export const editor = (page: Page) => page.locator('si-invoice-editor');

/**
 * Opens a new draft on the account (/secureinvoice/draft?account=ID&new=1), writes its title,
 * issue date, terms and lines, checks the live totals and saves it. Answers the draft's id.
 */
export async function writeDraft(page: Page, accountId: number, draft: DraftInput, totals: { subtotal: string; tax: string; total: string }): Promise<number> {
  await page.goto(`/secureinvoice/draft?account=${accountId}&new=1`);
  const form = editor(page).getByRole('form', { name: /Draft invoice/ });
  await form.waitFor();
  await form.getByLabel('Title', { exact: true }).fill(draft.title);
  await form.getByLabel('Issue date').fill(draft.issueDate);
  await form.getByLabel('Payment terms').selectOption(draft.terms);
  for (const [index, line] of draft.lines.entries()) {
    const n = index + 1;
    await form.getByRole('button', { name: 'Add line' }).click();
    for (const [field, label] of [
      ['description', 'Description'],
      ['quantity', 'Quantity'],
      ['unit_price', 'Unit price'],
      ['tax_rate', 'Tax rate %'],
      ['discount', 'Discount %'],
    ] as const) {
      await form.getByRole('textbox', { name: `${label}, line ${n}`, exact: true }).fill(line[field]);
    }
  }
  const shown = form.locator('[part~=totals]');
  for (const [label, amount] of [
    ['Subtotal', totals.subtotal],
    ['Tax', totals.tax],
    ['Total', totals.total],
  ]) {
    await shown.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd', { hasText: usd(amount) }).waitFor();
  }
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  // Its first save stored it (opening the address stored nothing) and moved to its own address.
  await page.waitForURL(/\/secureinvoice\/draft\?invoice=\d+$/);
  await form.locator('[part~=save-state]', { hasText: 'Draft saved.' }).waitFor();
  return Number(new URL(page.url()).searchParams.get('invoice'));
}

/** Finalize, confirmed; waits for the finalized view with its number. */
export async function finalize(page: Page, number: string): Promise<Locator> {
  const form = editor(page).getByRole('form', { name: /Draft invoice/ });
  await form.getByRole('button', { name: 'Finalize', exact: true }).click();
  await form.getByRole('alertdialog', { name: 'Finalize invoice' }).getByRole('button', { name: 'Finalize', exact: true }).click();
  const view = editor(page).locator('[part~=invoice]');
  await view.getByRole('heading', { name: `Invoice ${number}`, exact: true }).waitFor();
  await editor(page).locator('[part~=outcome]', { hasText: `Invoice ${number} finalized.` }).waitFor();
  return view;
}

/** A figure of the finalized view's totals (Subtotal, Tax, Total, Balance). */
export const totalOf = (view: Locator, label: string) => view.locator('[part~=totals] div', { has: view.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

/** The account's receivables element on its details page. */
export const receivables = (page: Page) => page.locator('si-account-receivables');

export async function openReceivablesTab(page: Page, name: 'Invoices' | 'Payments' | 'Credit notes' | 'Statement'): Promise<Locator> {
  const element = receivables(page);
  await element.getByRole('tab', { name, exact: true }).click();
  return element.locator('[part~=panel]');
}

/** A row of a table of the panel, found by text it holds. */
export const rowWith = (scope: Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

/** Payments tab: Record payment (bank transfer by default) for this amount, allocated to one invoice; answers the notice's text. */
export async function recordBankTransfer(page: Page, p: { amount: string; reference: string; invoice: string }): Promise<string> {
  const panel = await openReceivablesTab(page, 'Payments');
  await panel.getByRole('button', { name: 'Record payment' }).click();
  const dialog = receivables(page).getByRole('dialog', { name: 'Record payment' });
  const form = dialog.locator('form');
  assert.equal(await form.getByLabel('Method').inputValue(), 'bank_transfer', 'a bank transfer by default');
  await form.getByLabel('Reference', { exact: true }).fill(p.reference);
  // The open invoices load first; the amount is then spread over them, oldest first.
  const apply = form.getByLabel(`Apply to ${p.invoice}`);
  await apply.waitFor();
  await form.getByLabel('Amount', { exact: true }).fill(p.amount);
  await until(async () => (await apply.inputValue()) === p.amount, `the ${p.amount} allocated to ${p.invoice}`);
  await form.getByRole('button', { name: 'Record payment' }).click();
  const notice = receivables(page).locator('[part~=notice]', { hasText: /Payment of .* recorded/ });
  await notice.waitFor();
  await dialog.waitFor({ state: 'hidden' });
  return (await notice.textContent())!.trim();
}

/**
 * As the customer, on the portal page: asks for a checkout of part of the balance (the API the
 * pay button calls, with `amount`), then completes the sandbox checkout in the browser and lands
 * on the payment-successful page.
 */
export async function payPartThroughSandbox(portal: Page, suiteUrl: string, token: string, itemId: number, amount: string): Promise<void> {
  const session = await portal.evaluate(
    async ({ token, itemId, amount }) => {
      const response = await fetch('/api/payments/get_or_create_payment_session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, item_id: itemId, amount }),
      });
      return { status: response.status, body: (await response.json()) as { checkout_url?: string; amount?: string; status?: string } };
    },
    { token, itemId, amount },
  );
  assert.equal(session.status, 201, JSON.stringify(session.body));
  assert.equal(session.body.amount, amount);
  assert.equal(session.body.status, 'open');
  const checkout = new URL(session.body.checkout_url!, suiteUrl).href;
  assert.ok(checkout.startsWith(`${suiteUrl}/api/payments/sandbox/`), checkout);
  await portal.goto(checkout);
  await portal.getByText('Sandbox checkout — no real payment').waitFor();
  await portal.getByText(`${Number(amount).toFixed(2)} USD`, { exact: true }).waitFor();
  await portal.getByRole('button', { name: 'Pay', exact: true }).click();
  await portal.waitForURL(`${suiteUrl}/secureinvoice/payment-successful?**`);
  await portal.getByRole('heading', { name: 'Payment successful' }).waitFor();
}

/** The sync log's rows as shown, newest first: the text of each cell (status, started, fetched, created, updated, failed, message, errors). */
export async function syncLog(page: Page): Promise<string[][]> {
  const table = page.locator('si-accounting-sync').getByRole('table', { name: 'Sync log' });
  await table.waitFor();
  return table.locator('tbody tr:not(.spacer)').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));
}
