// Writes Brotli (.br) and gzip (.gz) copies next to the built text files, so the API server
// sends them as they are instead of compressing on every request (it negotiates which one).
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The docs pages are written into dist/suite/docs, so they are covered by dist/suite.
const DIRS = ['dist/elements', 'dist/suite'];
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.wasm', '.xml', '.ico']);
// Below about 1 KB the saving is less than a packet and not worth a second file.
const MIN_SIZE = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ENCODERS = [
  {
    suffix: '.br',
    encode: (bytes, ext) =>
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: ext === '.wasm' || ext === '.ico' ? zlib.constants.BROTLI_MODE_GENERIC : zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: '.gz', encode: (bytes) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && COMPRESSIBLE.has(path.extname(e.name).toLowerCase())).map((e) => path.join(e.parentPath, e.name));
}

async function compressFile(file) {
  const bytes = await readFile(file);
  const ext = path.extname(file).toLowerCase();
  for (const { suffix, encode } of ENCODERS) {
    const copy = file + suffix;
    const packed = bytes.length > MIN_SIZE ? await encode(bytes, ext) : undefined;
    if (packed && packed.length < bytes.length) {
      await writeFile(copy, packed);
    } else {
      // A copy left from an earlier build would be served in place of the new file.
      await rm(copy, { force: true });
    }
  }
  return bytes.length;
}

/**
 * Compresses every compressible file under dist/elements and dist/suite (or `dirs`); returns
 * counts for the build log. zlib runs on libuv's thread pool, so a few files at a time keep
 * its threads busy without holding every file in memory at once.
 */
export async function compressStatic(dirs = DIRS.map((d) => path.join(ROOT, d))) {
  const started = performance.now();
  const found = (await Promise.all(dirs.map(filesUnder))).flat();
  // Largest first, so no worker is left alone with a big source map at the end.
  const sizes = new Map(await Promise.all(found.map(async (f) => [f, (await stat(f)).size])));
  const files = found.sort((a, b) => sizes.get(b) - sizes.get(a));
  const workers = Math.min(4, availableParallelism());
  let next = 0;
  let bytes = 0;
  const work = async () => {
    while (next < files.length) {
      const size = await compressFile(files[next++]);
      bytes += size;
    }
  };
  await Promise.all(Array.from({ length: workers }, work));
  return { files: files.length, bytes, ms: Math.round(performance.now() - started) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2).map((d) => path.resolve(d)) : undefined;
  const { files, bytes, ms } = await compressStatic(dirs);
  console.log(`Compressed ${files} files (${(bytes / 1024).toFixed(0)} KB) in ${ms} ms`);
}
