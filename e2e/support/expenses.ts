/**
 * What staff do on the expenses screens in the end-to-end tests: start a claim from the claims
 * list, open a claim's own page, type an expense in its form (a receipt read into suggestions, a
 * customer to bill it on to), and sign a staff member in again with the authenticator's next code.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { generate } from 'otplib';
import { fillSignIn } from './signIn.ts';
import { REPO, type DemoUser } from './stack.ts';

/** A photo of a café's receipt (Corner Cafe Ltd, 3 December 2025, total GBP 16.20) that the server reads with OCR. */
export const RECEIPT_PHOTO = join(REPO, 'hosts/api/test-support/fixtures/receipt.png');

/** The claim on the page (its own page, or the list's panel). */
export const claimView = (page: Page) => page.locator('[part~=claim]');

/**
 * The claims list (/expensemanagement/expense): New claim with this title, Create the draft; the
 * suite goes on to the claim's page. Answers the claim's id and number, once its page shows it.
 */
export async function startClaim(page: Page, title: string): Promise<{ id: number; number: string; claim: Locator }> {
  await page.goto('/expensemanagement/expense');
  const list = page.locator('si-expense-claims');
  await list.getByRole('button', { name: 'New claim', exact: true }).click();
  const form = list.getByRole('form', { name: 'New claim' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByRole('button', { name: 'Create the draft' }).click();
  await page.waitForURL(/\/expensemanagement\/expenseDetails\/claim\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const claim = claimView(page);
  const heading = claim.locator('[part~=claim-heading]', { hasText: `: ${title}` });
  await heading.waitFor();
  const number = /^(EXP-\d+):/.exec((await heading.textContent())!.trim())![1]!;
  return { id, number, claim };
}

/** The claim's own page (/expensemanagement/expenseDetails/claim/:id), once its heading names it. */
export async function openClaim(page: Page, id: number, number: string): Promise<Locator> {
  await page.goto(`/expensemanagement/expenseDetails/claim/${id}`);
  const claim = claimView(page);
  await claim.locator('[part~=claim-heading]', { hasText: new RegExp(`^${number}: `) }).waitFor();
  return claim;
}

/** A fact of the claim's reimbursement (State, Paid to, Amount, Still to pay, Due), by its term. */
export const reimbursementFact = (claim: Locator, name: string) => claim.locator('[part~=reimbursement]').locator(`dt:text-is("${name}") + dd`);

/** An expense of the claim as a card, by its position and merchant. */
export const expenseCard = (claim: Locator, position: number, merchant: string) =>
  claim.locator('[part~=line]', { has: claim.page().getByRole('heading', { name: `Expense ${position}: ${merchant}`, exact: true }) });

/** A fact of an expense's card (Date, Category, Spent, Rate, Claimed, Receipt), by its term. */
export const expenseFact = (card: Locator, name: string) => card.locator(`dt:text-is("${name}") + dd`);

/** Add an expense: the claim's New expense form, once its categories are there to choose. */
export async function newExpense(claim: Locator): Promise<Locator> {
  await claim.getByRole('button', { name: 'Add an expense', exact: true }).click();
  const form = claim.locator('[part~=line-form]', { has: claim.page().getByRole('heading', { name: 'New expense', exact: true }) });
  await form.locator('select[name=category_id] option:not([value=""])').first().waitFor({ state: 'attached' });
  return form;
}

/** In an expense's form: finds the customer account by name, chooses it and adds it to the split (with what is not split yet). */
export async function billOnTo(form: Locator, customer: string): Promise<void> {
  const splits = form.locator('[part~=splits]');
  await splits.getByLabel('Find an account').fill(customer);
  await splits.locator('select[name=account_id] option', { hasText: customer }).waitFor({ state: 'attached' });
  await splits.getByLabel('Customer', { exact: true }).selectOption({ label: customer });
  await splits.getByRole('button', { name: 'Add customer', exact: true }).click();
}

/**
 * Signs in on /login a demo user with MFA who already signed in within the current 30-second
 * step: that step's code is spent (the server refuses it again), so the code is the next one the
 * authenticator shows, which the server accepts a step early (its allowance for clock drift).
 * Waits for a landing dashboard.
 */
export async function signInWithNextCode(page: Page, user: DemoUser): Promise<void> {
  if (!user.mfa || !user.totpSecret) throw new Error(`${user.email} has no authenticator`);
  await page.goto('/login');
  await fillSignIn(page, user.email, user.password);
  await page.waitForURL('**/mfa-challenge');
  const challenge = page.locator('si-mfa-challenge');
  const next = (Math.floor(Date.now() / 30_000) + 1) * 30;
  await challenge.getByLabel('Verification code').fill(await generate({ secret: user.totpSecret, epoch: next }));
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/apps/**');
}
