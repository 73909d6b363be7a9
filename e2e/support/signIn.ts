/** What a person does on /login, through the si-sign-in element's shadow DOM. */
import type { Page } from 'playwright-core';

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.locator('si-sign-in');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

export async function storedKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => ({ auth: localStorage.getItem('auth'), user: localStorage.getItem('user'), mfa: localStorage.getItem('mfa') }));
}
