/** What a person does on /login, through the si-sign-in element's shadow DOM. */
import type { Page } from 'playwright-core';
import { demoUser, type DemoFile } from './stack.ts';

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.locator('si-sign-in');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs the demo organization's Office Administrator (the one without MFA) in on /login and waits for the landing dashboard. */
export async function signInDemoAdmin(page: Page, demo: DemoFile): Promise<void> {
  const admin = demoUser(demo, (u) => u.role === 'OA' && !u.mfa);
  await page.goto('/login');
  await fillSignIn(page, admin.email, admin.password);
  await page.waitForURL('**/apps/secureinvoice');
}

export async function storedKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => ({ auth: localStorage.getItem('auth'), user: localStorage.getItem('user'), mfa: localStorage.getItem('mfa') }));
}
