/** The PostgreSQL pool's size: DATABASE_POOL_MAX, or a default from the cores and the server's max_connections. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultPoolSize, openPostgres } from './client.ts';
import { EnvError, loadEnv } from '../env.ts';
import { createTestDatabase, usingPostgres } from '../../test-support/helpers.ts';

const SECRET = { JWT_SECRET: 'x'.repeat(32) };

describe('the pool size', () => {
  test('two connections a core and two more, never over a quarter of the server, never under two', () => {
    assert.equal(defaultPoolSize(97, 2), 6);
    assert.equal(defaultPoolSize(97, 8), 18);
    assert.equal(defaultPoolSize(97, 32), 24);
    assert.equal(defaultPoolSize(5, 2), 2);
  });

  test('DATABASE_POOL_MAX sets it; a bad value is a clear start-up error', () => {
    assert.equal(loadEnv(SECRET).databasePoolMax, undefined);
    assert.equal(loadEnv({ ...SECRET, DATABASE_POOL_MAX: '12' }).databasePoolMax, 12);
    for (const [value, message] of [
      ['0', /DATABASE_POOL_MAX must be between 1 and 1000/],
      ['2.5', /DATABASE_POOL_MAX must be a whole number/],
      ['many', /DATABASE_POOL_MAX must be a number/],
    ] as const) {
      assert.throws(
        () => loadEnv({ ...SECRET, DATABASE_POOL_MAX: value }),
        (err: unknown) => err instanceof EnvError && message.test(err.message),
      );
    }
  });

  test('without a size the pool takes the default for what the server allows', { skip: !usingPostgres && 'needs PostgreSQL (DATABASE_URL)' }, async () => {
    const target = await createTestDatabase();
    const sized = await openPostgres(target.url!);
    try {
      const { rows } = await sized.pool!.query<{ slots: number }>(
        `select current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int as slots`,
      );
      assert.equal(sized.pool!.options.max, defaultPoolSize(rows[0]!.slots));
      const fixed = await openPostgres(target.url!, 3);
      assert.equal(fixed.pool!.options.max, 3);
      await fixed.close();
    } finally {
      await sized.close();
      await target.close();
    }
  });
});
