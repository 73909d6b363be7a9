import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { createApp } from '../app.ts';
import { configProperty } from '../db/schema.ts';
import { EnvError, loadEnv } from '../env.ts';
import { getConfig, setConfig } from './config.ts';
import { configureSecretKey, openSecret, resealLegacySecrets, sealSecret } from './secrets.ts';
import { settings, setup, type TestContext } from '../../test-support/helpers.ts';
import { makeOrg } from '../../test-support/fixtures.ts';

const OLD_JWT = 'the-jwt-secret-that-sealed-before-secrets-keys-existed';
const NEW_JWT = 'the-jwt-secret-after-rotation-of-sessions-0123456789';
const SECRETS_KEY = 'the-secrets-key-that-seals-config-properties-now';
let t: TestContext;
let org: { orgId: number; officeId: number };

before(async () => {
  t = await setup();
  org = await makeOrg(t.db);
});
after(async () => {
  configureSecretKey(settings);
  await t.database.close();
});

const stored = async (name: string) =>
  (await t.db.select({ value: configProperty.value }).from(configProperty).where(and(eq(configProperty.organizationId, org.orgId), eq(configProperty.name, name))))[0]?.value ?? '';

describe('sealed secrets', () => {
  test('sealed with the secrets key, they stay readable when the JWT secret rotates, and not under another secrets key', () => {
    configureSecretKey({ secretsKey: SECRETS_KEY, jwtSecret: OLD_JWT });
    const sealed = sealSecret('sk_live_RotateMe1234');
    assert.match(sealed, /^enc:v2:/);
    assert.ok(!sealed.includes('RotateMe'));
    configureSecretKey({ secretsKey: SECRETS_KEY, jwtSecret: NEW_JWT });
    assert.equal(openSecret(sealed), 'sk_live_RotateMe1234');
    const lines: string[] = [];
    configureSecretKey({ secretsKey: `${SECRETS_KEY}-other`, jwtSecret: NEW_JWT });
    assert.equal(openSecret(sealed, (line) => lines.push(line)), '');
    assert.equal(lines.length, 1);
    assert.ok(!lines[0]!.includes('RotateMe'));
  });

  test('a value sealed the old way (key from the JWT secret) opens after the secrets key is introduced, until the JWT secret rotates', () => {
    configureSecretKey({ jwtSecret: OLD_JWT });
    const legacy = sealSecret('bc-legacy-secret-5566');
    assert.match(legacy, /^enc:v1:/);
    configureSecretKey({ secretsKey: SECRETS_KEY, jwtSecret: OLD_JWT });
    assert.equal(openSecret(legacy), 'bc-legacy-secret-5566');
    // Written again, it is sealed with the secrets key.
    assert.match(sealSecret('bc-legacy-secret-5566'), /^enc:v2:/);
    configureSecretKey({ secretsKey: SECRETS_KEY, jwtSecret: NEW_JWT });
    assert.equal(openSecret(legacy, () => {}), '');
  });

  test('at start, old rows are resealed with the secrets key, so a later JWT rotation keeps them readable', async () => {
    configureSecretKey({ jwtSecret: OLD_JWT });
    await setConfig(t.db, org.orgId, 'payment_provider_api_key', 'sk_live_LegacyRow9876');
    await setConfig(t.db, org.orgId, 'business_central_client_secret', 'bc-legacy-row-4321');
    await setConfig(t.db, org.orgId, 'email_salutation_greeting', 'enc:v1:not-a-secret');
    assert.match(await stored('payment_provider_api_key'), /^enc:v1:/);
    // A row sealed under some other, earlier JWT secret: left as it is.
    configureSecretKey({ jwtSecret: 'an-even-older-jwt-secret-nobody-has-any-more' });
    const other = (await makeOrg(t.db, { name: 'Older Corp' })).orgId;
    await t.db.insert(configProperty).values({ organizationId: other, name: 'payment_provider_api_key', value: sealSecret('unrecoverable') });

    configureSecretKey({ secretsKey: SECRETS_KEY, jwtSecret: OLD_JWT });
    const lines: string[] = [];
    assert.equal(await resealLegacySecrets(t.db, (line) => lines.push(line)), 2);
    assert.match(await stored('payment_provider_api_key'), /^enc:v2:/);
    assert.match(await stored('business_central_client_secret'), /^enc:v2:/);
    // Only secrets are resealed: other properties are never sealed, whatever their text.
    assert.equal(await stored('email_salutation_greeting'), 'enc:v1:not-a-secret');
    assert.equal(lines.length, 1);
    assert.equal(await getConfig(t.db, other, 'payment_provider_api_key'), '');
    // Once more: nothing left to do.
    assert.equal(await resealLegacySecrets(t.db, () => {}), 0);

    // The JWT secret rotates (a new app on the same database): the secrets still open.
    createApp({ db: t.db, settings: { ...settings, jwtSecret: NEW_JWT, secretsKey: SECRETS_KEY }, log: () => {} });
    assert.equal(await getConfig(t.db, org.orgId, 'payment_provider_api_key'), 'sk_live_LegacyRow9876');
    assert.equal(await getConfig(t.db, org.orgId, 'business_central_client_secret'), 'bc-legacy-row-4321');
  });
});

describe('SECRETS_KEY', () => {
  test('is read from the environment: at least 32 characters, and not the JWT secret', () => {
    const jwt = 'j'.repeat(40);
    assert.equal(loadEnv({ JWT_SECRET: jwt, SECRETS_KEY: 's'.repeat(32) }).secretsKey, 's'.repeat(32));
    assert.throws(
      () => loadEnv({ JWT_SECRET: jwt, SECRETS_KEY: 'short' }),
      (err: Error) => err instanceof EnvError && /SECRETS_KEY must be at least 32 characters/.test(err.message),
    );
    assert.throws(
      () => loadEnv({ JWT_SECRET: jwt, SECRETS_KEY: jwt }),
      (err: Error) => err instanceof EnvError && /SECRETS_KEY must differ from JWT_SECRET/.test(err.message),
    );
  });
});
