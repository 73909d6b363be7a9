import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ModuleKind } from '@si/contract';
import { account } from '../../../db/schema.ts';
import { call } from '../../../../test-support/helpers.ts';
import { adminWorld, assertInvisibleToOtherOrg, assertOnlyOaWrites, auditActions, type AdminWorld } from '../../../../test-support/admin-support.ts';

let w: AdminWorld;
let bankAccount: number, salesAccount: number, foreignAccount: number;
const api = (method: string, path: string, json?: unknown, token = w.tokens.oa) => call(w.t.app, method, path, { token, json });
const field = async (json: Record<string, unknown>) => {
  const res = await api('POST', '/api/custom_fields', json);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body as { id: number };
};

before(async () => {
  w = await adminWorld();
  const rows = await w.t.db
    .insert(account)
    .values([
      { organizationId: w.org.orgId, moduleKind: ModuleKind.BANK, name: 'Riverside Farms' },
      { organizationId: w.org.orgId, moduleKind: ModuleKind.SALES_PIPELINE, name: 'Lead Co' },
      { organizationId: w.otherOrg.orgId, moduleKind: ModuleKind.BANK, name: 'Theirs' },
    ])
    .returning();
  [bankAccount, salesAccount, foreignAccount] = rows.map((r) => r.id) as [number, number, number];
});
after(() => w.t.database.close());

describe('custom fields', () => {
  let text: { id: number }, num: { id: number }, date: { id: number }, select: { id: number };

  test('an OA defines fields of each type per module', async () => {
    text = await field({ module_kind: ModuleKind.BANK, name: 'Relationship manager', field_type: 'text', position: 1 });
    num = await field({ module_kind: ModuleKind.BANK, name: 'Employees', field_type: 'number', position: 2 });
    date = await field({ module_kind: ModuleKind.BANK, name: 'Review date', field_type: 'date', position: 3, required: true });
    select = await field({ module_kind: ModuleKind.BANK, name: 'Risk', field_type: 'select', options: ['Low', 'High'], position: 4 });
    await field({ module_kind: ModuleKind.SALES_PIPELINE, name: 'Risk', field_type: 'text' });
    const bank = await api('GET', `/api/custom_fields?module_kind=${ModuleKind.BANK}`, undefined, w.tokens.vo);
    assert.deepEqual(bank.body.results.map((f: { name: string }) => f.name), ['Relationship manager', 'Employees', 'Review date', 'Risk']);
    assert.deepEqual(bank.body.results[3].options, ['Low', 'High']);
  });

  test('bad definitions get field messages', async () => {
    const noOptions = await api('POST', '/api/custom_fields', { module_kind: 2, name: 'Tier', field_type: 'select' });
    assert.deepEqual(noOptions.body, { options: ['A select field needs at least one option.'] });
    const stray = await api('POST', '/api/custom_fields', { module_kind: 2, name: 'Tier', field_type: 'text', options: ['a'] });
    assert.deepEqual(stray.body, { options: ['Only a select field has options.'] });
    const bad = await api('POST', '/api/custom_fields', { module_kind: 9, name: '', field_type: 'colour' });
    assert.deepEqual(bad.body.module_kind, ['Must be a module kind from 1 to 7.']);
    assert.deepEqual(bad.body.name, ['Field is required']);
    assert.deepEqual(bad.body.field_type, ['Choose one of text, number, date, select.']);
    const dup = await api('POST', '/api/custom_fields', { module_kind: 2, name: 'risk', field_type: 'text' });
    assert.deepEqual(dup.body, { name: ['A custom field with this name already exists in this module.'] });
  });

  test('an account shows the fields of its module, unset values as null', async () => {
    const res = await api('GET', `/api/accounts/${bankAccount}/custom_field_values`, undefined, w.tokens.vo);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.map((v: { name: string; value: unknown }) => [v.name, v.value]), [['Relationship manager', null], ['Employees', null], ['Review date', null], ['Risk', null]]);
    const sales = await api('GET', `/api/accounts/${salesAccount}/custom_field_values`);
    assert.deepEqual(sales.body.map((v: { name: string }) => v.name), ['Risk']);
  });

  test('values are validated by field type and stored', async () => {
    const bad = await api('PUT', `/api/accounts/${bankAccount}/custom_field_values`, {
      values: { [num.id]: 'lots', [date.id]: '2025-02-30', [select.id]: 'Medium', [text.id]: 7, 999999: 'x' },
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, {
      [`values.${num.id}`]: ['Enter a number.'],
      [`values.${date.id}`]: ['Enter a real date.'],
      [`values.${select.id}`]: ['Choose one of: Low, High.'],
      [`values.${text.id}`]: ['Must be a string'],
      'values.999999': ['Must be the id of a custom field of this organization.'],
    });
    const farOff = await api('PUT', `/api/accounts/${bankAccount}/custom_field_values`, { values: { [date.id]: '9999-12-31' } });
    assert.deepEqual(farOff.body, { [`values.${date.id}`]: ['Enter a date from 1900-01-01 to 2199-12-31.'] });
    const ok = await api('PUT', `/api/accounts/${bankAccount}/custom_field_values`, { values: { [num.id]: '42', [date.id]: '2026-03-31', [select.id]: 'High', [text.id]: ' Ann ' }}, w.tokens.ic);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.deepEqual(ok.body.map((v: { value: unknown }) => v.value), ['Ann', 42, '2026-03-31', 'High']);
    assert.ok((await auditActions(w)).includes('custom_field_values_updated'));
  });

  test('null clears an optional value; a required one cannot be cleared', async () => {
    const cleared = await api('PUT', `/api/accounts/${bankAccount}/custom_field_values`, { values: { [text.id]: null } });
    assert.equal(cleared.body[0].value, null);
    const required = await api('PUT', `/api/accounts/${bankAccount}/custom_field_values`, { values: { [date.id]: '' } });
    assert.deepEqual(required.body, { [`values.${date.id}`]: ['Field is required'] });
  });

  test('a field of another module is not settable on the account', async () => {
    const res = await api('PUT', `/api/accounts/${salesAccount}/custom_field_values`, { values: { [num.id]: 3 } });
    assert.deepEqual(res.body, { [`values.${num.id}`]: ['No such custom field for this account.'] });
  });

  test('a used field keeps its type; used options cannot be dropped', async () => {
    assert.deepEqual((await api('PATCH', `/api/custom_fields/${num.id}`, { field_type: 'text' })).body, {
      field_type: ['Accounts already hold values for this field; its type and module can no longer change.'],
    });
    assert.deepEqual((await api('PATCH', `/api/custom_fields/${select.id}`, { options: ['Low'] })).body, { options: ['Accounts still use these options: High.'] });
    assert.equal((await api('PATCH', `/api/custom_fields/${select.id}`, { options: ['Low', 'High', 'Medium'] })).status, 200);
  });

  test('VO reads values but cannot write them; only an OA defines fields', async () => {
    const vo = await api('PUT', `/api/accounts/${bankAccount}/custom_field_values`, { values: { [num.id]: 1 } }, w.tokens.vo);
    assert.equal(vo.status, 403);
    await assertOnlyOaWrites(w, [
      { method: 'POST', path: '/api/custom_fields', json: { module_kind: 2, name: 'X', field_type: 'text' } },
      { method: 'PATCH', path: `/api/custom_fields/${text.id}`, json: { name: 'X' } },
      { method: 'DELETE', path: `/api/custom_fields/${text.id}` },
    ]);
  });

  test('another organization sees neither the fields nor the values', async () => {
    await assertInvisibleToOtherOrg(w, '/api/custom_fields', text.id, { name: 'Mine' });
    assert.equal((await api('GET', `/api/accounts/${bankAccount}/custom_field_values`, undefined, w.tokens.stranger)).status, 404);
    const theirs = await api('PUT', `/api/accounts/${foreignAccount}/custom_field_values`, { values: { [num.id]: 1 } }, w.tokens.stranger);
    assert.deepEqual(theirs.body, { [`values.${num.id}`]: ['Must be the id of a custom field of this organization.'] });
    assert.equal((await api('GET', `/api/accounts/${foreignAccount}/custom_field_values`)).status, 404);
  });
});
