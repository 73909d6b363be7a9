/** Entry point: validate env, open and migrate the database, seed if empty, serve; stop cleanly. */
import { createApp } from './app.ts';
import { serveApp } from './platform/http/node-server.ts';
import { configureSecretKey, resealLegacySecrets } from './platform/secrets.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations, withStartupLock } from './db/migrate.ts';
import { EnvError, loadEnv, type Env } from './env.ts';
import { isEmpty, seedDemo, writeDemoFile, type DemoFile } from './seed/index.ts';
import { createMailer } from './platform/mail.ts';
import { staticSite } from './platform/static.ts';
import { createStorage } from './platform/storage.ts';
import { createDeps } from './platform/create-deps.ts';
import { startReminderScheduler, type ReminderScheduler } from './shared/reminders/tick.ts';
import { startReceivablesScheduler, type ReceivablesScheduler } from './modules/receivables/reports/jobs.ts';

function printDemo(env: Env, demo: DemoFile | undefined) {
  console.log(`\nSecure Invoice Suite API on ${env.publicUrl}  (suite at ${env.publicUrl}/login)`);
  if (!demo) {
    console.log(`The database was seeded earlier and ${env.demoJson} is missing; its demo passwords cannot be shown again.`);
    return;
  }
  console.log(`Demo sign-ins (from ${env.demoJson}):`);
  for (const u of demo.users) {
    console.log(`  ${u.role.padEnd(3)} ${u.email}  password ${u.password}${u.totpSecret ? `  TOTP secret ${u.totpSecret}` : ''}`);
  }
  if (demo.portals.length) console.log('Demo portals (token links, no sign-in):');
  for (const p of demo.portals) console.log(`  ${p.module.padEnd(13)} ${env.publicUrl}${p.path}${p.onHold ? '  (account on hold)' : ''}`);
  console.log('');
}

async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }

  const database: Database = await openDatabase({ databaseUrl: env.databaseUrl, poolMax: env.databasePoolMax, pgliteDir: env.pgliteDir });
  let server: ReturnType<typeof serveApp> | undefined;
  let reminders: ReminderScheduler | undefined;
  let receivables: ReceivablesScheduler | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    // Give open requests a moment, then close the database even if a client holds a connection.
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    await reminders?.stop();
    await receivables?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    // Before the seed writes any config: secret properties are stored sealed with it.
    configureSecretKey(env);
    const urls = { suite: `http://localhost:${env.port}`, tenantSite: `http://localhost:${env.tenantPort}` };
    const storage = createStorage({ filesDir: env.filesDir, s3: env.s3 });
    const tenantOrigins = [urls.tenantSite, `http://127.0.0.1:${env.tenantPort}`];
    const demo = await withStartupLock(database, async () => {
      await runMigrations(database);
      const resealed = await resealLegacySecrets(database.db);
      if (resealed) console.log(`Resealed ${resealed} secret config ${resealed === 1 ? 'property' : 'properties'} with the secrets key.`);
      if (!(await isEmpty(database.db))) return writeDemoFile(env.demoJson, urls);
      const seeded = await seedDemo(database.db, { storage, tenantOrigins });
      return writeDemoFile(env.demoJson, urls, seeded.users, seeded.portals, seeded.leadFormKey);
    });

    const settings = { ...env };
    const mailer = createMailer({ db: database.db, smtpUrl: env.smtpUrl });
    const app = createApp({ db: database.db, settings, storage, mailer, staticHandler: staticSite(env.staticDir) });
    if (env.reminderIntervalMs) {
      const jobDeps = createDeps({ db: database.db, settings, storage, mailer }).deps;
      reminders = startReminderScheduler(jobDeps, { intervalMs: env.reminderIntervalMs });
      // Late fees and monthly statements, on the same clock.
      receivables = startReceivablesScheduler(jobDeps, storage, { intervalMs: env.reminderIntervalMs });
    }
    server = serveApp({ fetch: app.fetch, port: env.port }, () => printDemo(env, demo));
    server.on('error', (err: NodeJS.ErrnoException) => {
      console.error(err.code === 'EADDRINUSE' ? `Port ${env.port} is already in use; set PORT to another port.` : err.message);
      void database.close().finally(() => process.exit(1));
    });
  } catch (err) {
    console.error('Start-up failed:', err instanceof Error ? err.message : err);
    await database.close().catch(() => {});
    process.exit(1);
  }
}

main().catch((err) => {
  console.error('Start-up failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
