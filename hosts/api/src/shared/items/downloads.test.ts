import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setConfig } from '../../platform/config.ts';
import { LocalStorage } from '../../platform/storage.ts';
import { setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeItem, makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';
import { storeFile } from '../../../test-support/stored-files.ts';

let t: TestContext;
let o: Org;
let other: Org;
const filesDir = mkdtempSync(join(tmpdir(), 'si-staff-downloads-'));
const storage = new LocalStorage(filesDir);
before(async () => {
  t = await setup({ filesDir });
  o = await makeWorkflowOrg(t);
  other = await makeWorkflowOrg(t);
});
after(async () => {
  await t.database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const get = (path: string, token: string) => t.app.request(path, { headers: { authorization: `JWT ${token}` } });

describe('staff file download and preview', () => {
  test('a PDF previews inline and downloads as an attachment, with its UTF-8 name and nosniff', async () => {
    const it = await makeItem(t.db, o);
    const f = await storeFile(t.db, storage, { orgId: o.orgId, accountId: o.accountId, itemId: it.id }, 'relevé été.pdf', PDF);
    const preview = await get(`/api/files/${f.id}/preview`, o.vo.token);
    assert.equal(preview.status, 200, 'a View Only user reads');
    assert.equal(preview.headers.get('content-type'), 'application/pdf');
    assert.equal(preview.headers.get('content-disposition'), `inline; filename="relev_ _t_.pdf"; filename*=UTF-8''relev%C3%A9%20%C3%A9t%C3%A9.pdf`);
    assert.equal(preview.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(preview.headers.get('content-length'), String(PDF.length));
    assert.deepEqual(Buffer.from(await preview.arrayBuffer()), PDF);

    const download = await get(`/api/files/${f.id}/download`, o.ic.token);
    assert.equal(download.status, 200);
    assert.match(download.headers.get('content-disposition')!, /^attachment; /);
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), PDF);
  });

  test('a script file (text/html) is never shown inline, not even as a preview', async () => {
    const f = await storeFile(t.db, storage, { orgId: o.orgId, accountId: o.accountId, itemId: null }, 'page.html', Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
    for (const kind of ['preview', 'download']) {
      const res = await get(`/api/files/${f.id}/${kind}`, o.ic.token);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-disposition'), `attachment; filename="page.html"; filename*=UTF-8''page.html`);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    }
  });

  test("another organization's file, an unknown id, a bad id and no sign-in are refused", async () => {
    const f = await storeFile(t.db, storage, { orgId: other.orgId, accountId: other.accountId, itemId: null }, 'theirs.pdf', PDF);
    assert.equal((await get(`/api/files/${f.id}/download`, o.ic.token)).status, 404);
    assert.equal((await get(`/api/files/${f.id}/preview`, o.oa.token)).status, 404);
    assert.equal((await get(`/api/files/999999/download`, o.ic.token)).status, 404);
    assert.equal((await get(`/api/files/abc/download`, o.ic.token)).status, 404);
    assert.equal((await t.app.request(`/api/files/${f.id}/download`)).status, 401);
    assert.equal((await get(`/api/files/${f.id}/download`, other.vo.token)).status, 200, 'its own organization reads it');
  });

  test('a file on an account of a module the organization no longer allows is not found; a file gone from storage answers 404', async () => {
    const org = await makeWorkflowOrg(t, { name: 'Lender only' });
    const f = await storeFile(t.db, storage, { orgId: org.orgId, accountId: org.accountId, itemId: null }, 'a.pdf', PDF);
    assert.equal((await get(`/api/files/${f.id}/download`, org.ic.token)).status, 200);
    await setConfig(t.db, org.orgId, 'modules_allowed', '["lender"]');
    assert.equal((await get(`/api/files/${f.id}/download`, org.ic.token)).status, 404);
    await setConfig(t.db, org.orgId, 'modules_allowed', '');
    await storage.delete(f.storageKey);
    const gone = await get(`/api/files/${f.id}/download`, org.ic.token);
    assert.equal(gone.status, 404);
    assert.deepEqual(await gone.json(), { detail: 'This file is no longer available.' });
  });
});
