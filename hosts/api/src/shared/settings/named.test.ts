/** The plain named settings: contact roles, expected document types, categories, products. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call } from '../../../test-support/helpers.ts';
import { adminWorld, assertInvisibleToOtherOrg, assertOnlyOaWrites, auditActions, type AdminWorld } from '../../../test-support/admin-support.ts';

let w: AdminWorld;
const api = (method: string, path: string, json?: unknown, token = w.tokens.oa) => call(w.t.app, method, path, { token, json });

before(async () => {
  w = await adminWorld();
});
after(() => w.t.database.close());

const resources = [
  { path: '/api/contact_roles', noun: 'contact_role', a: { name: 'Borrower' }, b: { name: 'CFO' }, taken: 'A contact role with this name already exists.' },
  { path: '/api/expected_document_types', noun: 'expected_document_type', a: { name: 'Balance sheet', description: 'Yearly' }, b: { name: 'Tax return' }, taken: 'A document type with this name already exists.' },
  { path: '/api/categories', noun: 'category', a: { name: 'Commercial', description: '' }, b: { name: 'Retail' }, taken: 'A category with this name already exists.' },
  { path: '/api/products', noun: 'product', a: { name: 'Term loan' }, b: { name: 'Credit line' }, taken: 'A product with this name already exists.' },
];

for (const r of resources) {
  describe(r.path, () => {
    let id: number;
    test('create, read, list sorted and searched, rename', async () => {
      const made = await api('POST', r.path, r.a);
      assert.equal(made.status, 201, JSON.stringify(made.body));
      id = made.body.id;
      assert.equal(made.body.name, r.a.name);
      assert.equal((await api('POST', r.path, r.b)).status, 201);
      const list = await api('GET', `${r.path}?ordering=-name`, undefined, w.tokens.vo);
      assert.deepEqual(list.body.results.map((x: { name: string }) => x.name), [r.a.name, r.b.name].sort().reverse());
      const found = await api('GET', `${r.path}?search=${encodeURIComponent(r.b.name.slice(1, 4).toUpperCase())}`);
      assert.deepEqual(found.body.results.map((x: { name: string }) => x.name), [r.b.name]);
      assert.equal((await api('GET', `${r.path}/${id}`, undefined, w.tokens.ic)).body.name, r.a.name);
      const renamed = await api('PATCH', `${r.path}/${id}`, { name: `${r.a.name} (old)` });
      assert.equal(renamed.body.name, `${r.a.name} (old)`);
      assert.ok((await auditActions(w)).includes(`${r.noun}_updated`));
    });

    test('a taken name and a missing name are 400 with field messages', async () => {
      assert.deepEqual((await api('POST', r.path, { name: r.b.name.toLowerCase() })).body, { name: [r.taken] });
      assert.deepEqual((await api('POST', r.path, { name: '' })).body, { name: ['Field is required'] });
      assert.deepEqual((await api('POST', r.path, { name: 42 })).body, { name: ['Must be a string'] });
    });

    test('only an OA writes', async () => {
      await assertOnlyOaWrites(w, [
        { method: 'POST', path: r.path, json: { name: 'Nope' } },
        { method: 'PATCH', path: `${r.path}/${id}`, json: { name: 'Nope' } },
        { method: 'DELETE', path: `${r.path}/${id}` },
      ]);
    });

    test('another organization never sees the rows', async () => {
      await assertInvisibleToOtherOrg(w, r.path, id, { name: 'Mine' });
    });

    test('delete', async () => {
      assert.equal((await api('DELETE', `${r.path}/${id}`)).status, 204);
      assert.equal((await api('GET', `${r.path}/${id}`)).status, 404);
      assert.ok((await auditActions(w)).includes(`${r.noun}_deleted`));
    });
  });
}

describe('products in categories', () => {
  test('a product names its category; a category of another organization is refused; filter by category', async () => {
    const cat = (await api('POST', '/api/categories', { name: 'Agriculture' })).body;
    const foreign = (await api('POST', '/api/categories', { name: 'Theirs' }, w.tokens.stranger)).body;
    const made = await api('POST', '/api/products', { name: 'Tractor loan', category_id: cat.id });
    assert.deepEqual(made.body.category, { id: cat.id, name: 'Agriculture' });
    const bad = await api('POST', '/api/products', { name: 'Stolen', category_id: foreign.id });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { category_id: ['Must be the id of a category of this organization.'] });
    const filtered = await api('GET', `/api/products?category_id=${cat.id}`);
    assert.deepEqual(filtered.body.results.map((p: { name: string }) => p.name), ['Tractor loan']);
    // Deleting the category keeps the product, now without one.
    assert.equal((await api('DELETE', `/api/categories/${cat.id}`)).status, 204);
    assert.equal((await api('GET', `/api/products/${made.body.id}`)).body.category, null);
  });
});
