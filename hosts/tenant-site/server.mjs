// The tenant site: a plain website on another origin that embeds the suite's elements
// with one script tag, the way a customer's own website does. No framework, no build.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.TENANT_PORT || 8081);
const apiBase = (process.env.API_BASE || 'http://localhost:8080').replace(/\/$/, '');
const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url || '/', 'http://tenant.local');
  if (req.method !== 'GET' || !['/', '/index.html'].includes(url.pathname)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  const page = await readFile(path.join(here, 'public/index.html'), 'utf8');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-content-type-options': 'nosniff' });
  res.end(page.replaceAll('%API_BASE%', escapeAttr(apiBase)));
});

server.listen(port, () => console.log(`Tenant site: http://localhost:${port} (embeds elements from ${apiBase})`));
const close = () => server.close(() => process.exit(0));
process.on('SIGINT', close);
process.on('SIGTERM', close);
