/**
 * What an invoice action does after its commit: the workflow engine is told of the statuses it
 * changed, and the invoice's PDF is rendered and attached. Neither undoes the action when it fails.
 */
import type { Deps } from '../../../platform/http/deps.ts';
import type { Storage } from '../../../platform/storage.ts';
import { onStatusChanged, userActor } from '../../../shared/workflow/engine/engine.ts';
import { attachPdf, currentInvoicePdf, pdfName } from './pdf.ts';
import type { Loaded } from './rows.ts';

/**
 * These items' statuses were set outside the engine (finalized, voided, paid, reopened) by a
 * staff member: each item's automatic transitions follow. A workflow's failure is logged only.
 */
export async function tellWorkflows(deps: Deps, userId: number, itemIds: number[]): Promise<void> {
  if (!itemIds.length) return;
  const actor = await userActor(deps.db, userId);
  for (const id of itemIds) await onStatusChanged(deps, id, actor, 'user').catch((err) => deps.log(`[workflow] item ${id}: ${(err as Error).message}`));
}

/**
 * Renders and attaches the invoice's PDF (its saved free-form document when there is one) and
 * answers the new file's id; on a failure the invoice stays as it is without a PDF (GET .../pdf
 * renders it on demand) and the answer is null.
 */
export async function attachInvoicePdf(deps: Deps, storage: Storage, orgId: number, r: Loaded, userId: number): Promise<number | null> {
  try {
    const bytes = await currentInvoicePdf(deps.db, orgId, r);
    return (await attachPdf(deps.db, storage, orgId, r, pdfName(r), bytes, userId)).id;
  } catch (err) {
    deps.log(`[receivables] the PDF of invoice ${r.item.id} was not attached: ${(err as Error).message}`);
    return null;
  }
}
