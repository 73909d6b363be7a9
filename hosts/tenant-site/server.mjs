// The tenant site: a plain website on another origin that embeds the suite's elements
// with one script tag, the way a customer's own website does. No framework, no build.
// Portal tokens and the lead form's key are random per seed, so each page is filled from
// demo.json per request.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const port = Number(process.env.TENANT_PORT || 8081);
const apiBase = (process.env.API_BASE || 'http://localhost:8080').replace(/\/$/, '');
const demoJson = path.resolve(root, process.env.DEMO_JSON || 'data/demo.json');
const apiOrigin = new URL(apiBase).origin;

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const PAGES = { '/': 'index.html', '/index.html': 'index.html', '/pay': 'pay.html', '/account-review': 'account-review.html', '/contact-us': 'contact-us.html' };
const ASSETS = { '/site.css': ['site.css', 'text/css; charset=utf-8'], '/logo.svg': ['logo.svg', 'image/svg+xml'] };

/**
 * What a tenant's page needs (docs/embedding.md): the element modules and their calls come
 * from the suite's origin; Shoelace fetches its bundled icons from data: URLs; the elements
 * style themselves with constructed stylesheets (no inline styles).
 */
const CSP = [
  "default-src 'self'",
  `script-src 'self' ${apiOrigin}`,
  `connect-src 'self' ${apiOrigin} data:`,
  `img-src 'self' data: ${apiOrigin}`,
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * `%TOKEN_SECUREINVOICE%`, `%TOKEN_FILESTRIDE%`, `%TOKEN_FILESTRIDE_ON_HOLD%`, ... from demo.json's
 * portals, and `%LEAD_FORM_KEY%` from its sales lead form.
 */
async function tokenPlaceholders() {
  const demo = JSON.parse(await readFile(demoJson, 'utf8'));
  const values = {};
  if (typeof demo.leadFormKey === 'string') values['%LEAD_FORM_KEY%'] = demo.leadFormKey;
  for (const portal of Array.isArray(demo.portals) ? demo.portals : []) {
    if (typeof portal?.module !== 'string' || typeof portal?.token !== 'string') continue;
    const key = `%TOKEN_${portal.module.toUpperCase()}${portal.onHold ? '_ON_HOLD' : ''}%`;
    values[key] ??= portal.token;
  }
  return values;
}

/** Text compressed as any real website sends it: Brotli when the browser takes it, else gzip. */
function encodingFor(req, type) {
  if (!/^(text\/|image\/svg)/.test(type)) return undefined;
  const accepted = (req.headers['accept-encoding'] || '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.trim().toLowerCase());
  return ['br', 'gzip'].find((name) => accepted.includes(name));
}

function send(req, res, status, type, body, headers = {}) {
  const encoding = status === 200 ? encodingFor(req, type) : undefined;
  const head = { 'content-type': type, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store', vary: 'Accept-Encoding', ...headers };
  if (!encoding) {
    res.writeHead(status, head);
    return res.end(body);
  }
  const packed = encoding === 'br' ? brotliCompressSync(body) : gzipSync(body);
  res.writeHead(status, { ...head, 'content-encoding': encoding });
  res.end(req.method === 'HEAD' ? undefined : packed);
}

async function page(file) {
  let tokens;
  try {
    tokens = await tokenPlaceholders();
  } catch (error) {
    const reason = error?.code === 'ENOENT' ? `${demoJson} does not exist yet` : `${demoJson} could not be read (${error?.message})`;
    return { status: 503, body: `The demo is not seeded: ${reason}. Start the suite (npm start) first, then reload.` };
  }
  const html = await readFile(path.join(here, 'public', file), 'utf8');
  // A placeholder whose portal (or form) the seed lacks becomes empty: the element then says the
  // link is not valid (the lead form, that it is not set up).
  const body = html.replaceAll('%API_BASE%', escapeAttr(apiBase)).replace(/%(TOKEN_[A-Z_]+|LEAD_FORM_KEY)%/g, (key) => escapeAttr(tokens[key] ?? ''));
  return { status: 200, body };
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url || '/', 'http://tenant.local');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(req, res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { allow: 'GET, HEAD' });
    const asset = ASSETS[url.pathname];
    if (asset) return send(req, res, 200, asset[1], await readFile(path.join(here, 'public', asset[0])));
    const file = PAGES[url.pathname];
    if (!file) return send(req, res, 404, 'text/plain; charset=utf-8', 'Not found');
    const { status, body } = await page(file);
    if (status !== 200) return send(req, res, status, 'text/plain; charset=utf-8', body);
    send(req, res, 200, 'text/html; charset=utf-8', body, { 'content-security-policy': CSP, 'referrer-policy': 'strict-origin-when-cross-origin' });
  } catch (error) {
    console.error(error);
    if (!res.headersSent) send(req, res, 500, 'text/plain; charset=utf-8', 'Internal server error');
  }
});

server.listen(port, () => console.log(`Tenant site: http://localhost:${port} (embeds elements from ${apiBase})`));
const close = () => server.close(() => process.exit(0));
process.on('SIGINT', close);
process.on('SIGTERM', close);
