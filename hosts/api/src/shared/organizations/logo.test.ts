import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { auditEvent } from '../../db/schema.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn } from '../../../test-support/fixtures.ts';

let t: TestContext;
let org: { orgId: number; officeId: number };
let oaToken: string, icToken: string, voToken: string, strangerToken: string;

const PATH = '/api/organizations/organization_logo';
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const png = `data:image/png;base64,${PNG_1PX}`;
const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const svg = (body: string) => `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;
const svgDataUrl = (text: string) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;

/** A multipart POST the way a browser form sends it. */
async function postForm(token: string, fields: Record<string, Blob | string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v, ...(typeof v === 'string' ? [] : ['logo.bin']) as []);
  const res = await t.app.request(PATH, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form });
  return { status: res.status, body: await res.json() };
}

before(async () => {
  t = await setup();
  org = await makeOrg(t.db);
  oaToken = (await signIn(t.app, await makeUser(t.db, org, { role: 'OA' }))).access;
  icToken = (await signIn(t.app, await makeUser(t.db, org, { role: 'IC' }))).access;
  voToken = (await signIn(t.app, await makeUser(t.db, org, { role: 'VO' }))).access;
  strangerToken = (await signIn(t.app, await makeUser(t.db, await makeOrg(t.db, { name: 'Other Org' }), { role: 'OA' }))).access;
});
after(() => t.database.close());

describe('organization_logo', () => {
  test('no logo yet: both variants read null', async () => {
    const res = await call(t.app, 'GET', PATH, { token: icToken });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { logo_dark: null, logo_light: null });
    assert.equal((await call(t.app, 'GET', PATH)).status, 401);
  });

  test('an OA saves both variants as data URLs; any user of the organization reads them; the write is audited', async () => {
    const res = await call(t.app, 'POST', PATH, { token: oaToken, json: { logo_dark: png, logo_light: svgDataUrl(svg('<circle cx="5" cy="5" r="4" fill="#0D9394"/>')) } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.logo_dark, png);
    assert.match(res.body.logo_light, /^data:image\/svg\+xml;base64,/);
    assert.deepEqual((await call(t.app, 'GET', PATH, { token: voToken })).body, res.body);
    const [event] = await t.db.select().from(auditEvent).where(and(eq(auditEvent.organizationId, org.orgId), eq(auditEvent.action, 'organization_logo_updated')));
    assert.deepEqual(Object.keys(event!.details).sort(), ['logo_dark', 'logo_light']);
    assert.equal((event!.details.logo_dark as { type: string }).type, 'image/png');
  });

  test('another organization sees its own (empty) logo', async () => {
    assert.deepEqual((await call(t.app, 'GET', PATH, { token: strangerToken })).body, { logo_dark: null, logo_light: null });
  });

  test('IC and VO get 403 and the logo stays', async () => {
    for (const token of [icToken, voToken]) {
      const res = await call(t.app, 'POST', PATH, { token, json: { logo_dark: null } });
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, { detail: 'You do not have permission to perform this action.' });
    }
    assert.equal((await call(t.app, 'GET', PATH, { token: icToken })).body.logo_dark, png);
  });

  test('a multipart form with a file: the stored type comes from the bytes, not the client', async () => {
    const res = await postForm(oaToken, { logo_dark: new Blob([jpegBytes], { type: 'image/png' }) });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.logo_dark, `data:image/jpeg;base64,${jpegBytes.toString('base64')}`);
    assert.match(res.body.logo_light, /^data:image\/svg\+xml/, 'the variant left out is kept');
  });

  test('other file types and fakes are refused by their bytes', async () => {
    const pdfAsPng = `data:image/png;base64,${Buffer.from('%PDF-1.7 fake').toString('base64')}`;
    const res = await call(t.app, 'POST', PATH, { token: oaToken, json: { logo_dark: pdfAsPng, logo_light: 'https://cdn.example/logo.png' } });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, {
      logo_dark: ['Upload a PNG, JPEG or SVG image.'],
      logo_light: ['Send the image as a data: URL, or as a file in a multipart form.'],
    });
    const html = await postForm(oaToken, { logo_light: new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/svg+xml' }) });
    assert.deepEqual(html.body, { logo_light: ['Upload a PNG, JPEG or SVG image.'] });
    assert.deepEqual((await call(t.app, 'POST', PATH, { token: oaToken, json: { logo_dark: 42 } })).body, { logo_dark: ['Must be a string'] });
    assert.deepEqual((await call(t.app, 'POST', PATH, { token: oaToken, json: { logo: png } })).body, { logo: ['Unknown field.'] });
    assert.deepEqual((await call(t.app, 'POST', PATH, { token: oaToken, json: {} })).body, { non_field_errors: ['Send logo_dark, logo_light or both.'] });
  });

  test('SVG with scripts, handlers or external references is refused', async () => {
    const unsafe = [
      svg('<script>alert(1)</script>'),
      svg('<rect width="5" height="5" onload="alert(1)"/>'),
      svg('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>'),
      svg('<image href="https://tracker.example/p.png"/>'),
      svg('<foreignObject><iframe src="https://evil.example"/></foreignObject>'),
      svg('<style>@import url(https://evil.example/x.css);</style>'),
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`,
    ];
    for (const text of unsafe) {
      const res = await call(t.app, 'POST', PATH, { token: oaToken, json: { logo_light: svgDataUrl(text) } });
      assert.equal(res.status, 400, text);
      assert.match(res.body.logo_light[0], /^This SVG is refused/, text);
    }
    const percentEncoded = `data:image/svg+xml,${encodeURIComponent(svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="5" height="5"/>'))}`;
    assert.equal((await call(t.app, 'POST', PATH, { token: oaToken, json: { logo_light: percentEncoded } })).status, 200);
  });

  test('an image over 1 MB is refused with a clear message; a body over 3 MB is 413', async () => {
    const big = Buffer.alloc(1024 * 1024 + 1);
    Buffer.from(PNG_1PX, 'base64').copy(big);
    const asJson = await call(t.app, 'POST', PATH, { token: oaToken, json: { logo_dark: `data:image/png;base64,${big.toString('base64')}` } });
    assert.equal(asJson.status, 400);
    assert.deepEqual(asJson.body, { logo_dark: ['The image is larger than 1 MB.'] });
    const asFile = await postForm(oaToken, { logo_dark: new Blob([big]) });
    assert.deepEqual(asFile.body, { logo_dark: ['The image is larger than 1 MB.'] });
    const exactly1Mb = Buffer.alloc(1024 * 1024);
    Buffer.from(PNG_1PX, 'base64').copy(exactly1Mb);
    assert.equal((await postForm(oaToken, { logo_dark: new Blob([exactly1Mb]), logo_light: new Blob([exactly1Mb]) })).status, 200);
    const huge = await call(t.app, 'POST', PATH, { token: oaToken, raw: JSON.stringify({ logo_dark: 'x'.repeat(3 * 1024 * 1024) }) });
    assert.equal(huge.status, 413);
  });

  test('null or empty removes a variant', async () => {
    const res = await call(t.app, 'POST', PATH, { token: oaToken, json: { logo_dark: null, logo_light: '' } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { logo_dark: null, logo_light: null });
  });
});
