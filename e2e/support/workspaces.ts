/**
 * What staff do on the workspaces screens (list, details with contacts and portal links, the
 * requirements panel) and what a contact does in the portal, through the elements' shadow DOM.
 */
import type { Locator, Page } from 'playwright-core';

/** Calls the API on the page's own session, as the suite does; a refusal throws with its answer. */
export function api<T>(page: Page, path: string, write?: { method: string; body: unknown }): Promise<T> {
  return page.evaluate(
    async ({ path, write }) => {
      const { access } = JSON.parse(localStorage.getItem('auth')!);
      const headers: Record<string, string> = { Authorization: `JWT ${access}` };
      if (write) headers['Content-Type'] = 'application/json';
      const response = await fetch(path, { method: write?.method ?? 'GET', headers, body: write ? JSON.stringify(write.body) : undefined });
      if (!response.ok) throw new Error(`${write?.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
      return response.json();
    },
    { path, write },
  ) as Promise<T>;
}

/** Polls until `probe` gives a value; else fails naming what was missing and, when given, what was seen. */
export async function until<T>(probe: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 15_000, seen?: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${seen ? `; seen: ${seen()}` : ''}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

export type TemplateItem = { kind: 'REQUEST_ITEM' | 'QUESTION'; title: string; due_offset_days: number | null };

/** A document-collection checklist with these item templates, written through the API (the demo seed has none). */
export async function createChecklist(page: Page, name: string, items: TemplateItem[]): Promise<number> {
  const { id } = await api<{ id: number }>(page, '/api/checklists', { method: 'POST', body: { name, description: 'Made by the workspaces end-to-end test', module_kind: 1 } });
  for (const item of items) await api(page, `/api/checklists/${id}/items`, { method: 'POST', body: item });
  return id;
}

/** On /filestride/workspaces: New workspace with a lead, team and office and the checklist; lands on its details page and answers its id. */
export async function createWorkspace(page: Page, name: string, checklist: string): Promise<number> {
  await page.goto('/filestride/workspaces');
  const list = page.locator('si-workspaces-admin');
  await list.getByRole('button', { name: 'New workspace' }).click();
  const form = list.getByRole('form', { name: 'New workspace' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  // The choices load on their own: wait for the checklist before picking anything.
  await form.locator('select[name=checklist_id] option', { hasText: checklist }).waitFor({ state: 'attached' });
  await form.getByLabel('Create from checklist').selectOption({ label: checklist });
  // Each select's name includes its chosen option ("Lead No lead"): found by field name instead.
  for (const field of ['lead_user_id', 'team_id', 'office_id']) await form.locator(`select[name=${field}]`).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Create workspace' }).click();
  await page.waitForURL(/\/filestride\/workspaceDetails\/1\/\d+$/, { timeout: 15_000 });
  await page.locator('si-workspace-detail').getByRole('heading', { name, exact: true }).waitFor();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

export type NewContact = { first: string; last: string; email: string };

/** On the Contacts tab: Add contact, a new individual with this name and e-mail. */
export async function addNewContact(page: Page, contact: NewContact): Promise<void> {
  const detail = page.locator('si-workspace-detail');
  await detail.getByRole('tab', { name: 'Contacts' }).click();
  await detail.getByRole('button', { name: 'Add contact' }).click();
  const form = detail.getByRole('form', { name: 'Add contact' });
  await form.getByLabel('New contact').check();
  await form.getByLabel('First name').fill(contact.first);
  await form.getByLabel('Last name').fill(contact.last);
  await form.getByLabel('E-mail').fill(contact.email);
  await form.getByRole('button', { name: 'Add contact' }).click();
  // A customer's page says account where document collection says workspace.
  await detail.getByText(new RegExp(`^${contact.first} ${contact.last} added to the (workspace|account)\\.$`)).waitFor();
}

/** Opens the contact's side panel from the Contacts tab. */
export async function openContact(page: Page, name: string): Promise<Locator> {
  const detail = page.locator('si-workspace-detail');
  await detail.getByRole('tab', { name: 'Contacts' }).click();
  await detail.getByRole('button', { name: `Open ${name}` }).click();
  const panel = detail.getByRole('dialog', { name });
  await panel.waitFor();
  return panel;
}

/** In the contact's panel: Issue link with the default expiry, sent by e-mail; waits for the screen to say where it went. */
export async function issueLinkByMail(panel: Locator, email: string): Promise<void> {
  await panel.getByLabel('Send the link by e-mail').check();
  await panel.getByRole('button', { name: 'Issue link' }).click();
  await panel.getByText(`Sent by e-mail to ${email}.`).waitFor();
}

/** In the contact's panel: Revoke link, confirmed. */
export async function revokeLink(panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: 'Revoke link' }).click();
  await panel.getByRole('alertdialog', { name: 'Revoke link' }).getByRole('button', { name: 'Revoke link' }).click();
  await panel.getByText('Link revoked: it no longer opens the portal.').waitFor();
}

/** A requirement of the staff panel, by its title. */
export function staffRequirement(page: Page, title: string): Locator {
  return page.locator('si-workspace-requirements').getByRole('article', { name: title, exact: true });
}

/** Send back with a reason, as staff. */
export async function sendBack(page: Page, title: string, reason: string): Promise<void> {
  const item = staffRequirement(page, title);
  await item.getByRole('button', { name: `Send back: ${title}` }).click();
  const form = item.getByRole('form', { name: `Send back ${title}` });
  await form.getByLabel('Reason (the contact sees it)').fill(reason);
  await form.getByRole('button', { name: 'Send back' }).click();
  await page.locator('si-workspace-requirements').getByText(`${title} sent back to the contact.`).waitFor();
}

export async function accept(page: Page, title: string): Promise<void> {
  await staffRequirement(page, title).getByRole('button', { name: `Accept: ${title}` }).click();
  await page.locator('si-workspace-requirements').getByText(`${title} accepted.`).waitFor();
}

export type NewRequirement = { title: string; dueDate: string; contact: string };

/** Add requirement: a file request due on `dueDate`, assigned to one contact of the workspace. */
export async function addRequirement(page: Page, r: NewRequirement): Promise<void> {
  const panel = page.locator('si-workspace-requirements');
  await panel.getByRole('button', { name: 'Add requirement' }).click();
  const form = panel.getByRole('form', { name: 'New requirement' });
  await form.getByLabel('Title').fill(r.title);
  await form.getByLabel('Due date').fill(r.dueDate);
  await form.getByLabel('Assign to').selectOption('3');
  await form.locator('select[name=assignee_contact_id] option', { hasText: r.contact }).waitFor({ state: 'attached' });
  await form.locator('select[name=assignee_contact_id]').selectOption({ label: r.contact });
  await form.getByRole('button', { name: 'Add requirement' }).click();
  await panel.getByText(`${r.title} added.`).waitFor();
  await staffRequirement(page, r.title).waitFor();
}

/** A requirement of the contact's portal, by its title. */
export function portalRequirement(page: Page, title: string): Locator {
  return page.locator('si-upload-requirements').getByRole('article', { name: title, exact: true });
}

/** Looks through the pages of a table (Next page) for a cell with exactly this text. */
export async function findCellInPages(table: Locator, text: string, maxPages = 10): Promise<boolean> {
  for (let page = 0; page < maxPages; page++) {
    if (await table.getByRole('cell', { name: text, exact: true }).count()) return true;
    const next = table.getByRole('button', { name: 'Next page' });
    if (await next.isDisabled()) return false;
    const range = await table.locator('.range').textContent();
    await next.click();
    await until(async () => (await table.locator('.range').textContent()) !== range, 'the next page of the table');
  }
  return false;
}
