/** An invoice's PDF is kept like every other file: each attachment is the name's next version and shows in the account's timeline. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { account, file } from '../../../db/schema.ts';
import { call } from '../../../../test-support/helpers.ts';
import { adminWorld, type AdminWorld } from '../../../../test-support/admin-support.ts';
import { RECEIVABLES_KIND } from '../module.ts';

let w: AdminWorld;
let customer: number;
const send = (method: string, path: string, json?: unknown) => call(w.t.app, method, path, { token: w.tokens.ic, json });

before(async () => {
  w = await adminWorld();
  customer = (await w.t.db.insert(account).values({ organizationId: w.org.orgId, name: 'Contoso Retail', moduleKind: RECEIVABLES_KIND }).returning())[0]!.id;
});
after(() => w.t.database.close());

type TimelineRow = { action: string; actor: { kind: string; id: number | null }; concerns: { kind: string; id: number; name: string } | null; details: Record<string, unknown> };

describe("an invoice's PDF", () => {
  test('finalizing attaches it as an audited upload by the staff member; saving the document attaches its next version, audited too', async () => {
    const draft = await send('POST', '/api/invoices', { account_id: customer, lines: [{ description: 'Consulting', quantity: '2', unit_price: '100.00', tax_rate: '0', discount: '0' }] });
    assert.equal(draft.status, 201, JSON.stringify(draft.body));
    const finalized = await send('POST', `/api/invoices/${draft.body.id}/finalize`);
    assert.equal(finalized.status, 200, JSON.stringify(finalized.body));
    const name = `${finalized.body.number}.pdf`;
    const saved = await send('PUT', `/api/invoices/${draft.body.id}/document`, { body: 'Thank you for your business.' });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));

    const timeline = await call(w.t.app, 'GET', `/api/accounts/${customer}/timeline`, { token: w.tokens.oa });
    assert.equal(timeline.status, 200);
    const uploads = (timeline.body.results as TimelineRow[]).filter((r) => r.action === 'uploaded').reverse();
    assert.equal(uploads.length, 2, 'one event per attached PDF');
    for (const u of uploads) {
      assert.equal(u.actor.kind, 'user');
      assert.equal(u.actor.id, w.ic.id);
      assert.equal(u.concerns?.kind, 'file');
      assert.equal(u.concerns?.name, name);
      assert.equal(u.details.item_id, draft.body.id);
    }
    assert.equal(uploads[0]!.concerns!.id, finalized.body.pdf_file_id, 'the first is the PDF the invoice answered');
    assert.notEqual(uploads[1]!.concerns!.id, uploads[0]!.concerns!.id, 'the saved document is a new file');
    const versions = await w.t.db.select({ id: file.id, version: file.version }).from(file).where(eq(file.itemId, draft.body.id)).orderBy(file.id);
    assert.deepEqual(versions.map((f) => f.version), [1, 2], 'the same name again is its next version');
  });
});
