/** What a staff user does on the administration screens, and checks on the files they download. */
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';

export type UploadWorkflow = { prefix: string; name: string; from: string; to: string };

/**
 * On the workflows screens, as an Office Administrator would: a workflow of the module with two
 * steps and one transition that fires when a file is uploaded, sets the item's status to the
 * destination step and notifies the account lead; then the workflow is activated.
 */
export async function buildUploadWorkflow(page: Page, wf: UploadWorkflow): Promise<void> {
  await page.goto(`/${wf.prefix}/workflows`);
  const list = page.locator('si-workflows-admin');
  await list.getByRole('button', { name: 'New workflow' }).click();
  const create = list.getByRole('form', { name: 'New workflow' });
  await create.getByLabel('Name', { exact: true }).fill(wf.name);
  await create.getByRole('button', { name: 'Create workflow' }).click();
  await page.waitForURL(new RegExp(`/${wf.prefix}/workflows/\\d+$`));

  const editor = page.locator('si-workflow-editor');
  for (const step of [wf.from, wf.to]) {
    await editor.getByLabel('Step name').fill(step);
    await editor.getByRole('button', { name: 'Add step' }).click();
    await editor.getByLabel(`${step} is a final step`).waitFor();
  }
  // The box follows the server: it turns checked once the step is saved.
  await editor.getByLabel(`${wf.to} is a final step`).click();
  await editor.locator(`input[aria-label="${wf.to} is a final step"]:checked`).waitFor();
  const transition = `${wf.from} to ${wf.to}`;
  await editor.getByLabel('Transition name').fill(transition);
  await editor.getByLabel('From step').selectOption({ label: wf.from });
  await editor.getByLabel('To step').selectOption({ label: wf.to });
  await editor.getByRole('button', { name: 'Add transition' }).click();
  await editor.getByRole('link', { name: transition }).click();
  await page.waitForURL(new RegExp(`/${wf.prefix}/workflow/transitions/\\d+$`));

  const form = page.locator('si-transition-editor');
  await form.getByLabel('When a file is uploaded').check();
  await form.getByLabel('Set item status to the destination step').check();
  await form.getByLabel('Notify account lead').check();
  await form.getByRole('button', { name: 'Save transition' }).click();
  await form.getByText(`Transition ${transition} saved.`).waitFor();

  await form.getByRole('link', { name: `Back to workflow ${wf.name}` }).click();
  await page.waitForURL(new RegExp(`/${wf.prefix}/workflows/\\d+$`));
  await page.locator('si-workflow-editor').getByRole('button', { name: 'Activate workflow' }).click();
  await page.locator('si-workflow-editor').getByRole('button', { name: 'Deactivate workflow' }).waitFor();
}

/** Opens the report page and clicks its download button; returns the file's name and bytes. */
export async function downloadReport(page: Page, path: string, format: 'PDF' | 'XLSX'): Promise<{ name: string; bytes: Buffer }> {
  if (!page.url().endsWith(path)) await page.goto(path);
  const report = page.locator('si-exception-report');
  const button = report.getByRole('button', { name: `Download ${format}` });
  await button.waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** The bytes are a PDF that a PDF library opens, with at least one page. */
export async function opensPdf(bytes: Buffer): Promise<void> {
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  const doc = await PDFDocument.load(bytes);
  assert.ok(doc.getPageCount() >= 1, 'the PDF has a page');
}

/** The bytes are an XLSX workbook that a spreadsheet library opens, with its Report sheet. */
export async function opensXlsx(bytes: Buffer): Promise<void> {
  assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  assert.ok(book.getWorksheet('Report'), 'the workbook has its Report sheet');
}
