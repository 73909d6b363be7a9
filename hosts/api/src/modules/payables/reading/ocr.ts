/**
 * Photos and scans read with tesseract.js (English), entirely offline: the engine (tesseract.js-core,
 * WebAssembly) and the English data (@tesseract.js-data/eng, best_int model) both load from
 * node_modules, nothing is fetched. One worker is kept while readings come (they run one at a time,
 * see store.ts) and ended after a minute without any, so it holds no memory when unused.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PageText } from './parse.ts';

type Worker = Awaited<ReturnType<(typeof import('tesseract.js'))['createWorker']>>;

const IDLE_MS = 60_000;
let worker: Promise<Worker> | undefined;
let idle: NodeJS.Timeout | undefined;
let report: ((progress: number) => void) | undefined;

function englishData(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

async function newWorker(): Promise<Worker> {
  const { createWorker } = await import('tesseract.js');
  return createWorker('eng', 1, {
    langPath: englishData(),
    gzip: true,
    // The data is read from node_modules each time: no cache written anywhere.
    cacheMethod: 'none',
    logger: (m: { status: string; progress: number }) => {
      if (m.status === 'recognizing text') report?.(m.progress);
    },
    errorHandler: () => undefined,
  });
}

/** Ends the kept worker (tests, shutdown). */
export async function endOcr(): Promise<void> {
  if (idle) clearTimeout(idle);
  idle = undefined;
  const w = worker;
  worker = undefined;
  if (w) await (await w.catch(() => undefined))?.terminate();
}

export interface OcrText extends PageText {
  /** The engine's own confidence in what it read, 0..1. */
  confidence: number;
}

/** The text of a PNG or JPEG (its size already checked), line by line, reporting 0..1 as it goes. */
export async function ocrImage(bytes: Uint8Array, onProgress?: (progress: number) => void): Promise<OcrText> {
  if (idle) clearTimeout(idle);
  worker ??= newWorker();
  report = onProgress;
  try {
    const { data } = await (await worker).recognize(Buffer.from(bytes));
    const lines = data.text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    return { page: 1, lines, confidence: Math.max(0, Math.min(1, data.confidence / 100)) };
  } catch (error) {
    await endOcr();
    throw error;
  } finally {
    report = undefined;
    idle = setTimeout(() => void endOcr(), IDLE_MS);
    idle.unref();
  }
}
