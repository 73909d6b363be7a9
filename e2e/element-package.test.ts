/**
 * The installable package: `npm pack` of packages/elements, installed from its tarball into a
 * fresh Vite + React app and used by a plain HTML page, each served from the tenant origin and
 * showing elements in Chromium against the running API. The app type-checks against the
 * package's declarations (JSX typings and the React wrappers) before it is built.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { dirname, extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { seesInvoices, demoPortal } from './support/portal.ts';
import { fillSignIn } from './support/signIn.ts';
import { REPO, demoUser, freePort, startStack, type Stack } from './support/stack.ts';

const PACKAGE = join(REPO, 'packages/elements');

type Packed = { filename: string; size: number; unpackedSize: number; entryCount: number; files: { path: string }[] };

/** Runs a command to its end; its output in the error when it fails. */
function run(cmd: string, args: string[], cwd: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, npm_config_update_notifier: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(out) : fail(new Error(`${cmd} ${args.join(' ')} exited with ${code}:\n${out}\n${err}`))));
  });
}

/** The version the repository installed, so the app is built with the same toolchain. */
const versionOf = (name: string) => (JSON.parse(readFileSync(join(REPO, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const MAIN_TSX = `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type {} from '@si/elements/jsx';
import type { SiSignedInEvent } from '@si/elements';
import '@si/elements/invoice-portal';
import { SiSignIn } from '@si/elements/react/sign-in';

const params = new URLSearchParams(location.search);
const api = params.get('api') ?? '';
const token = params.get('token') ?? '';

function App() {
  const [next, setNext] = useState('');
  const signedIn = (event: SiSignedInEvent) => setNext(event.detail.next);
  return (
    <main>
      <SiSignIn heading="Partner sign-in" forgotHref="/lost-password" apiBase={api} onSiSignedIn={signedIn} />
      <p>Signed in: <output id="next">{next || 'not yet'}</output></p>
      <si-invoice-portal token={token} api-base={api} view="invoices" />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
`;

/** Type-checked only: each line must fail, or the declarations have gone loose. */
const TYPE_CHECKS_TSX = `import type {} from '@si/elements/jsx';
import { SiSignIn } from '@si/elements/react/sign-in';
import { SiInvoicePortal } from '@si/elements/react';

export const wrong = [
  // @ts-expect-error heading is text
  <SiSignIn heading={42} />,
  // @ts-expect-error the event's detail is typed: next is a word, not a number
  <SiSignIn onSiSignedIn={(event) => event.detail.next.toFixed()} />,
  // @ts-expect-error the portal's events only
  <SiInvoicePortal onSiSignedIn={() => undefined} />,
  // @ts-expect-error view is one of three sections
  <si-invoice-portal view="nope" />,
];

export const right = [<SiInvoicePortal token="t" view="statements" onSiPaid={(event) => event.detail.itemId.toFixed()} />];
export const typedTag: string | undefined = document.createElement('si-sign-in').forgotHref;
`;

const PLAIN_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Plain page</title>
  <script type="importmap">{ "imports": { "@si/elements/": "/node_modules/@si/elements/dist/" } }</script>
</head>
<body>
  <h1>Your invoices</h1>
  <script type="module">
    import { SiInvoicePortal } from '@si/elements/invoice-portal.js';
    const params = new URLSearchParams(location.search);
    const portal = document.createElement('si-invoice-portal');
    portal.setAttribute('token', params.get('token'));
    portal.setAttribute('api-base', params.get('api'));
    document.body.append(portal);
    document.body.dataset.defined = String(customElements.get('si-invoice-portal') === SiInvoicePortal);
  </script>
</body>
</html>
`;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

/** A static file server for the app folder, on the origin the API allows as the tenant's. */
function serveStatic(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    const file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(port, 'localhost', () => done(server)));
}

describe('@si/elements installed from its tarball', () => {
  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    try {
      return await step();
    } finally {
      timings[name] = Date.now() - started;
    }
  };
  let dir: string;
  let app: string;
  let packed: Packed;
  let stack: Stack;
  let site: Server;
  let origin: string;
  let browser: Browser;

  /** Packs the package and makes the app: installed from the tarball, type-checked, built. */
  async function prepareApp(): Promise<void> {
    const [report] = JSON.parse(await timed('npm pack', () => run('npm', ['pack', '--json', '--pack-destination', dir], PACKAGE))) as Packed[];
    packed = report!;
    writeFiles(app, {
      'package.json': JSON.stringify(
        {
          name: 'partner-app',
          private: true,
          type: 'module',
          dependencies: { '@si/elements': `file:../${packed.filename}`, react: versionOf('react'), 'react-dom': versionOf('react-dom') },
          devDependencies: {
            vite: versionOf('vite'),
            '@vitejs/plugin-react': versionOf('@vitejs/plugin-react'),
            '@types/react': versionOf('@types/react'),
            '@types/react-dom': versionOf('@types/react-dom'),
          },
        },
        null,
        2,
      ),
      'index.html': '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Partner app</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
      'vite.config.js': "import react from '@vitejs/plugin-react';\nexport default { base: './', plugins: [react()], logLevel: 'warn' };\n",
      // As a Vite app's own: skipLibCheck (the package's build checks its declarations itself).
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ['src'],
      }),
      'src/main.tsx': MAIN_TSX,
      'src/type-checks.tsx': TYPE_CHECKS_TSX,
      'plain.html': PLAIN_HTML,
    });
    // From the npm cache the repository's own install filled; the registry only for what it lacks.
    await timed('npm install', () => run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app));
    await timed('tsc', () => run(process.execPath, [join(REPO, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], app));
    await timed('vite build', () => run(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], app));
  }

  let stackReady: Promise<unknown> | undefined;
  let suiteStarted = Date.now();

  before(async () => {
    if (!existsSync(join(PACKAGE, 'dist/elements.js'))) throw new Error('packages/elements/dist is missing: build first (npm run build)');
    suiteStarted = Date.now();
    dir = mkdtempSync(join(tmpdir(), 'si-package-'));
    app = join(dir, 'app');
    const port = await freePort();
    origin = `http://localhost:${port}`;
    // The API lists the tenant port's origin among the demo organization's allowed origins (CORS).
    // It starts while the app is made, so it is given longer than alone.
    stackReady = startStack({ env: { TENANT_PORT: String(port) }, startTimeoutMs: 180_000 }).then((running) => (stack = running));
    await Promise.all([prepareApp(), stackReady]);
    site = await serveStatic(app, port);
    browser = await launchBrowser();
    timings['ready to test'] = Date.now() - suiteStarted;
  });

  after(async () => {
    await browser?.close();
    await stackReady?.catch(() => undefined);
    await stack?.stop();
    await new Promise((done) => (site ? site.close(done) : done(undefined)));
    if (dir) rmSync(dir, { recursive: true, force: true });
    timings['in all'] = Date.now() - suiteStarted;
    console.log(`# element package: ${Object.entries(timings).map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  });

  /** A page that fails the test on any script error. */
  async function open(path: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    return { page, errors, close: () => context.close() };
  }

  it('packs the built modules, declarations, typings, React wrappers and manifest; no sources, tests or stories', (t) => {
    const files = new Set(packed.files.map((f) => f.path));
    t.diagnostic(`tarball ${packed.filename}: ${(packed.size / 1024).toFixed(1)} KB packed, ${(packed.unpackedSize / 1024).toFixed(1)} KB unpacked, ${packed.entryCount} files`);
    const manifest = JSON.parse(readFileSync(join(PACKAGE, 'dist/custom-elements.json'), 'utf8')) as { modules: { path: string; declarations?: { tagName?: string }[] }[] };
    assert.ok(manifest.modules.length >= 40, 'every element module is in the manifest');
    for (const module of manifest.modules) {
      assert.ok(files.has(module.path), `${module.path} is packed`);
      assert.ok(files.has(module.path.replace(/\.js$/, '.d.ts')), `${module.path}'s declarations are packed`);
      for (const { tagName } of module.declarations ?? []) if (tagName) assert.ok(files.has(`dist/react/${tagName.slice(3)}.js`), `${tagName}'s React wrapper is packed`);
    }
    for (const file of ['package.json', 'README.md', 'dist/elements.js', 'dist/elements.d.ts', 'dist/jsx.d.ts', 'dist/custom-elements.json', 'dist/react/index.js', 'dist/react/index.d.ts']) {
      assert.ok(files.has(file), `${file} is packed`);
    }
    assert.ok([...files].some((f) => /^dist\/chunks\/runtime-[\w-]+\.js$/.test(f)), 'the shared runtime chunk is packed');
    const stray = [...files].filter((f) => f.startsWith('src/') || f.startsWith('build/') || /\.test\.|stories|\.map$|\.(br|gz)$/.test(f));
    assert.deepEqual(stray, []);
    // Under 1 MB: the modules gzip to about a third of a megabyte; source maps would triple it.
    assert.ok(packed.size < 1024 * 1024, `the tarball is ${packed.size} bytes`);

    // Every export other than the workspace's own "source" condition names a packed file.
    const pkg = JSON.parse(readFileSync(join(app, 'node_modules/@si/elements/package.json'), 'utf8')) as { exports: Record<string, unknown> };
    for (const [key, value] of Object.entries(pkg.exports)) {
      const targets = typeof value === 'string' ? { default: value } : (value as Record<string, string>);
      for (const [condition, target] of Object.entries(targets)) {
        if (condition === 'source') continue;
        const concrete = target.replace('./', '').replace('*', 'sign-in');
        assert.ok(files.has(concrete), `exports ${key} (${condition}) -> ${target}: ${concrete} is packed`);
      }
    }
  });

  it('type-checks and builds in a fresh Vite + React app (the checks of wrong props fail as they should)', (t) => {
    t.diagnostic(`install ${(timings['npm install']! / 1000).toFixed(1)} s, tsc ${(timings.tsc! / 1000).toFixed(1)} s, vite build ${(timings['vite build']! / 1000).toFixed(1)} s`);
    assert.ok(existsSync(join(app, 'dist/index.html')));
    const scripts = readdirSync(join(app, 'dist/assets')).filter((f) => f.endsWith('.js'));
    const gzip = scripts.reduce((sum, f) => sum + gzipSync(readFileSync(join(app, 'dist/assets', f))).length, 0);
    t.diagnostic(`the app's scripts: ${scripts.length} files, ${(gzip / 1024).toFixed(1)} KB gzip (every chunk, lazy ones included: its React, the elements' own, si-sign-in, si-invoice-portal)`);
    assert.equal(existsSync(join(app, 'node_modules/@si/core')), false, 'no workspace package is installed with it');
  });

  it('the React app: the wrapper passes its props and reports si-signed-in; the JSX tag renders the invoice portal', async () => {
    const portal = demoPortal(stack.demo, 'secureinvoice');
    const { page, errors, close } = await open(`/dist/index.html?api=${encodeURIComponent(stack.url)}&token=${portal.token}`);
    try {
      const signIn = page.locator('si-sign-in');
      // Upgraded: the form is inside its shadow root, with the heading and link the props gave.
      await signIn.getByRole('heading', { name: 'Partner sign-in' }).waitFor();
      assert.equal(await signIn.getByRole('link', { name: 'Forgot password?' }).getAttribute('href'), '/lost-password');
      assert.equal(await signIn.evaluate((el) => el.shadowRoot?.querySelector('form') !== null), true);

      await seesInvoices(page.locator('si-invoice-portal'));

      const admin = demoUser(stack.demo, (u) => u.role === 'OA' && !u.mfa);
      await fillSignIn(page, admin.email, admin.password);
      await page.locator('#next', { hasText: 'done' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  it('a plain page loads the package modules through an import map and shows the invoice portal', async () => {
    const portal = demoPortal(stack.demo, 'secureinvoice');
    const { page, errors, close } = await open(`/plain.html?api=${encodeURIComponent(stack.url)}&token=${portal.token}`);
    try {
      await seesInvoices(page.locator('si-invoice-portal'));
      assert.equal(await page.locator('body').getAttribute('data-defined'), 'true', 'the module exports the class it defines');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
