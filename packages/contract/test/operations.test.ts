// The browser's typed client table (src/operations.gen.ts) is what the route catalogue generates.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { API_ROUTES } from '../src/api/index.ts';
import { COMMAND, SRC, TARGET, operationsSource } from '../build/operations.ts';
import { OPERATIONS } from '../src/operations.gen.ts';

describe('operations.gen.ts', () => {
  it('is what the route catalogue generates', async () => {
    const fresh = readFileSync(SRC + TARGET, 'utf8') === (await operationsSource());
    assert.ok(fresh, `packages/contract/src/${TARGET} differs from the route catalogue: run \`${COMMAND}\` and commit the result.`);
  });

  it('has every route, with its method and path, and no schema', () => {
    assert.equal(Object.keys(OPERATIONS).length, API_ROUTES.length);
    for (const route of API_ROUTES) {
      assert.deepEqual(OPERATIONS[route.operationId as keyof typeof OPERATIONS], { method: route.method.toUpperCase(), path: route.path });
    }
    assert.doesNotMatch(readFileSync(SRC + TARGET, 'utf8'), /^import (?!type )/m, 'the generated file imports types only');
  });

  it('names the contract types of a call', async () => {
    const text = await operationsSource();
    assert.match(text, /listInvoices: \{\n {4}params: undefined;\n {4}query: z\.input<typeof InvoiceListQuery>;\n {4}body: undefined;\n {4}response: Page<InvoiceRow>;/);
    assert.match(text, /getInvoice: \{\n {4}params: \{ id: number \| string \};/);
  });
});
