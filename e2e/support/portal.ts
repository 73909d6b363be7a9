/**
 * What a customer does in the portal elements, through their shadow DOM, the same on the
 * tenant site and on the suite's /public/... routes (the portals' whole promise).
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { DemoFile, DemoPortal } from './stack.ts';

/** The demo portal of this module (the one on hold, or not); a clear failure if the seed lacks it. */
export function demoPortal(demo: DemoFile, module: DemoPortal['module'], onHold = false): DemoPortal {
  const found = demo.portals.find((p) => p.module === module && p.onHold === onHold);
  if (!found) throw new Error(`demo.json has no ${module} portal${onHold ? ' on hold' : ''}: ${JSON.stringify(demo.portals.map((p) => [p.module, p.onHold]))}`);
  return found;
}

/** The seeded invoices of the secure-invoice customer (hosts/api/src/seed/portal-data.ts). */
export const DEMO_INVOICES = ['INV-1001', 'INV-0994', 'INV-0981'];

export async function seesInvoices(portal: Locator): Promise<void> {
  for (const number of DEMO_INVOICES) await portal.getByRole('button', { name: `Open invoice ${number}` }).waitFor();
  await portal.getByText('Welcome, Maria Garcia').waitFor();
}

export async function opensInvoice(portal: Locator, number: string): Promise<Locator> {
  await portal.getByRole('button', { name: `Open invoice ${number}` }).click();
  const invoice = portal.getByRole('article', { name: `Invoice ${number}` });
  await invoice.getByRole('heading', { name: `Invoice ${number}` }).waitFor();
  return invoice;
}

/** Adds a comment, edits it, deletes it; each step checked on screen and after a reload of the thread. */
export async function commentRoundTrip(invoice: Locator, words: string): Promise<void> {
  const thread = invoice.locator('[part~=thread]');
  await invoice.getByLabel('Add a comment').fill(words);
  await invoice.getByRole('button', { name: 'Post comment' }).click();
  const mine = thread.locator('[part~=comment]', { hasText: words });
  await mine.waitFor();

  const edited = `${words} (with the PO number)`;
  await mine.getByRole('button', { name: 'Edit' }).click();
  await invoice.getByLabel('Edit comment').fill(edited);
  await invoice.getByRole('button', { name: 'Save' }).click();
  const changed = thread.locator('[part~=comment]', { hasText: edited });
  await changed.waitFor();
  await changed.getByText('(edited)').waitFor();

  await changed.getByRole('button', { name: 'Delete' }).click();
  await changed.getByRole('button', { name: 'Yes, delete' }).click();
  await changed.waitFor({ state: 'detached' });
}

/** Posts markup as a comment and proves it is shown as text: no element made, no script run. */
export async function markupShowsAsText(page: Page, invoice: Locator): Promise<void> {
  const markup = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"><b>bold</b>`;
  await invoice.getByLabel('Add a comment').fill(markup);
  await invoice.getByRole('button', { name: 'Post comment' }).click();
  const text = invoice.locator('[part~=comment-text]', { hasText: '<script>' });
  await text.waitFor();
  assert.equal(await text.textContent(), markup);
  assert.equal(await text.locator('script, img, b').count(), 0, 'no element was made from the comment');
  assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined);
}

/**
 * Presses Pay on the open invoice: the demo organization has payment terms, so Pay first asks for
 * them to be accepted (no checkout opens before); ticked, Pay goes to the sandbox checkout.
 */
export async function startsCheckout(page: Page, invoice: Locator, suiteUrl: string): Promise<void> {
  await invoice.locator('[part~=pay-button]').click();
  const accept = invoice.getByLabel('I accept the payment terms.');
  await accept.waitFor();
  assert.ok(!page.url().startsWith(`${suiteUrl}/api/payments/sandbox/`), 'no checkout before the terms are accepted');
  await accept.check();
  await invoice.locator('[part~=pay-button]').click();
  await page.waitForURL(`${suiteUrl}/api/payments/sandbox/**`);
}

/**
 * Pays the open invoice through the sandbox checkout (top-level, on the suite's origin)
 * and lands on the suite's payment-successful page with the invoice shown paid.
 */
export async function paysThroughSandbox(page: Page, invoice: Locator, suiteUrl: string): Promise<void> {
  await startsCheckout(page, invoice, suiteUrl);
  await page.getByText('Sandbox checkout — no real payment').waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(`${suiteUrl}/secureinvoice/payment-successful?**`);
  const url = new URL(page.url());
  assert.ok(url.searchParams.get('token') && url.searchParams.get('session_id'), 'the return carries token and session_id');
  await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
  const portal = page.locator('si-invoice-portal');
  await portal.locator('[part~=outcome]', { hasText: 'Payment received. Thank you!' }).first().waitFor();
  // Said once, not by the page, the portal and the invoice each.
  assert.equal(await page.getByText('Thank you', { exact: false }).count(), 1);
  const paid = portal.locator('[part~=invoice]');
  await paid.locator('[part~=status]', { hasText: 'Paid' }).waitFor();
  assert.equal(await paid.locator('[part~=pay-button]').getAttribute('disabled'), '', 'the pay button is disabled once paid');
}

/** Slows uploads down so each file's progress can be seen between 0 and 100 %. */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
}

/** A small valid PDF of about `size` bytes (the server checks the `%PDF-` signature). */
export function pdfOf(size: number, label: string): Buffer {
  const head = `%PDF-1.4\n% ${label}\n`;
  return Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, size - head.length - 6), 0x20), Buffer.from('\n%%EOF')]);
}

/**
 * Drops two PDFs on a requirement (through its file picker), watches each file's progress
 * bar move, and waits for both to be stored and the item's status to change.
 */
export async function uploadsTwoFiles(page: Page, uploads: Locator, title: string): Promise<void> {
  const item = uploads.locator('article', { has: page.getByRole('heading', { name: title }) });
  const before = (await item.locator('[part~=status]').textContent())?.trim();
  const names = ['return-part-1.pdf', 'return-part-2.pdf'];
  const seen = new Map<string, Set<number>>(names.map((n) => [n, new Set()]));
  await item.locator('input[type=file]').setInputFiles(names.map((name) => ({ name, mimeType: 'application/pdf', buffer: pdfOf(400_000, name) })));

  // Polled from the page: the values the progress bars show while the bytes travel.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const rows = await item.locator('[part~=upload]').evaluateAll((lis) =>
      lis.map((li) => ({ name: li.getAttribute('data-name') ?? '', value: Number(li.querySelector('progress')?.value ?? 0), done: li.getAttribute('part')?.includes('upload-done') ?? false })),
    );
    for (const row of rows) seen.get(row.name)?.add(row.value);
    // A finished upload leaves the list once the item lists its file (each file is shown once).
    const listed = await item.locator('[part~=file]').allTextContents();
    const finished = (name: string) => rows.some((r) => r.name === name && r.done) || (!rows.some((r) => r.name === name) && listed.some((text) => text.includes(name)));
    if (names.every(finished)) break;
    if (Date.now() > deadline) throw new Error(`uploads did not finish: ${JSON.stringify(rows)}`);
    await page.waitForTimeout(40);
  }
  for (const [name, values] of seen) {
    assert.ok([...values].some((v) => v > 0 && v < 100), `${name}: progress seen between 0 and 100 (${[...values].join(', ')})`);
  }
  // The item now lists both files, once each, and the server moved it to "submitted".
  for (const name of names) await item.locator('[part~=file]', { hasText: name }).first().waitFor();
  for (const name of names) await item.locator('[part~=upload]', { hasText: name }).waitFor({ state: 'detached' });
  await item.locator('[part~=status]', { hasText: 'Submitted' }).waitFor();
  assert.notEqual(before, 'Submitted');
}

/** The on-hold account: the banner shows, the drop zone takes no file, and the server refuses an upload. */
export async function holdRefusesUpload(page: Page, uploads: Locator, apiBase: string, token: string): Promise<void> {
  await uploads.locator('[part~=hold]', { hasText: 'Your account is on hold !' }).first().waitFor();
  const item = uploads.locator('article').first();
  await item.locator('[part~=dropzone]').waitFor();
  assert.equal(await item.locator('input[type=file]').count(), 0, 'no file picker while on hold');
  // A file dropped anyway is not sent.
  await item.locator('[part~=dropzone]').evaluate((zone) => {
    const data = new DataTransfer();
    data.items.add(new File(['%PDF-1.4\n%%EOF'], 'held.pdf', { type: 'application/pdf' }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  assert.equal(await item.locator('[part~=upload]').count(), 0, 'nothing queued for upload');
  // And the server says no to a tus creation from this page, with the hold message.
  const answer = await page.evaluate(
    async ({ apiBase, token }) => {
      // Inline calls only: a named helper here would be compiled with a helper the page lacks.
      const itemId = document.querySelector('si-upload-requirements')?.shadowRoot?.querySelector('article')?.getAttribute('data-item-id') ?? '0';
      const metadata = [`token ${btoa(token)}`, `item_id ${btoa(itemId)}`, `filename ${btoa('held.pdf')}`, `filetype ${btoa('application/pdf')}`].join(',');
      const response = await fetch(`${apiBase}/api/portal/uploads`, { method: 'POST', headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '14', 'Upload-Metadata': metadata } });
      return { status: response.status, body: await response.text() };
    },
    { apiBase, token },
  );
  assert.equal(answer.status, 403, answer.body);
  assert.match(answer.body, /on hold/);
}
