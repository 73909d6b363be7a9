/** The answer check every API test goes through: which route a call reaches, and what fails. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAnswer, routeOf } from './answers.ts';

const office = { id: 1, identifier: 'HQ', name: 'Head office', user_count: 2 };

describe('the answer check', () => {
  test('finds the catalogue route of a concrete call: a literal path before a template, query and trailing slash ignored', () => {
    assert.equal(routeOf('GET', '/api/accounts/export.csv?search=a')?.operationId, 'exportAccounts');
    assert.equal(routeOf('get', '/api/accounts/12?page=2')?.operationId, 'getAccount');
    assert.equal(routeOf('POST', '/api/accounts/bulk')?.operationId, 'bulkUpdateAccounts');
    assert.equal(routeOf('POST', '/auth/jwt/create/')?.operationId, 'signIn');
    assert.equal(routeOf('GET', '/api/no-such-call'), undefined);
  });

  test('passes a matching answer, and extra fields', () => {
    assertAnswer('GET', '/api/offices/1', 200, 'application/json', office);
    assertAnswer('GET', '/api/offices/1', 200, 'application/json; charset=utf-8', { ...office, extra: true });
    assertAnswer('GET', '/api/offices', 200, 'application/json', { count: 1, next: null, previous: null, results: [office] });
  });

  test('fails a missing field or a wrong type with the operation id and the path of each issue', () => {
    assert.throws(() => assertAnswer('GET', '/api/offices/1', 200, 'application/json', { ...office, user_count: undefined }), /getOffice \(GET \/api\/offices\/1\)[\s\S]*user_count/);
    assert.throws(
      () => assertAnswer('GET', '/api/offices?page=1', 200, 'application/json', { count: 1, next: null, previous: null, results: [{ ...office, id: '1' }] }),
      /listOffices[\s\S]*results\[0\]\.id/,
    );
  });

  test('leaves errors, empty answers, files and calls outside the catalogue alone', () => {
    assertAnswer('GET', '/api/offices/1', 404, 'application/json', { detail: 'Not found.' });
    assertAnswer('DELETE', '/api/offices/1', 204, null, null);
    assertAnswer('GET', '/api/invoices/1/pdf', 200, 'application/pdf', '%PDF');
    assertAnswer('GET', '/api/no-such-call', 200, 'application/json', {});
  });
});
