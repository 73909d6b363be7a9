/**
 * A tus server inside the test page: tus-js-client talks XMLHttpRequest (fetch has no
 * upload progress), so this replaces XMLHttpRequest and answers the tus calls for one
 * endpoint the way @tus/server does (POST creates, PATCH appends, HEAD reports the
 * offset, DELETE terminates). The elements make no other XMLHttpRequest calls.
 */
export type FakeTusUpload = {
  id: string;
  metadata: Record<string, string>;
  headers: Record<string, string>;
  length: number;
  offset: number;
  terminated: boolean;
};

/** How to treat one file (by its `filename` metadata). */
export type FakeTusRule = {
  /** Refuse the creation with this status and `{detail}` (hold, type, size). */
  refuse?: { status: number; detail: string };
  /** Stop at half the bytes until `release(name)` is called. */
  hold?: boolean;
  /** Drop the connection on this many PATCH requests before accepting one. */
  failPatches?: number;
};

type Gate = { promise: Promise<void>; open: () => void };

function gate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

function decodeMetadata(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const [key, value = ''] = pair.trim().split(' ');
    const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    out[key] = new TextDecoder().decode(bytes);
  }
  return out;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 15));
const RealXHR = window.XMLHttpRequest;

/** `onComplete` may answer the stored file's id, sent back as Upload-File-Id (as hosts/api does). */
export function fakeTus(endpoint: string, rules: Record<string, FakeTusRule> = {}, onComplete?: (upload: FakeTusUpload) => number | void) {
  const uploads: FakeTusUpload[] = [];
  const gates = new Map<string, Gate>();
  const failures = new Map<string, number>();

  class FakeXHR {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private sent: Record<string, string> = {};
    private answer: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.sent[name.toLowerCase()] = value;
    }
    getResponseHeader(name: string): string | null {
      return this.answer[name.toLowerCase()] ?? null;
    }
    abort() {
      this.aborted = true;
    }
    send(body: Blob | null) {
      void this.handle(body);
    }

    private reply(status: number, headers: Record<string, string> = {}, body = '') {
      if (this.aborted) return;
      this.status = status;
      this.answer = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
      this.responseText = body;
      this.onload?.();
    }

    private async handle(body: Blob | null) {
      await pause();
      if (!this.url.startsWith(endpoint)) return this.reply(404, {}, 'Not a tus endpoint');
      const id = this.url.slice(endpoint.length).replace(/^\//, '');
      const upload = uploads.find((u) => u.id === id);
      if (this.method === 'POST' && !id) {
        const metadata = decodeMetadata(this.sent['upload-metadata'] ?? '');
        const rule = rules[metadata.filename] ?? {};
        if (rule.refuse) return this.reply(rule.refuse.status, { 'content-type': 'application/json' }, JSON.stringify({ detail: rule.refuse.detail }));
        const created: FakeTusUpload = { id: `u${uploads.length + 1}`, metadata, headers: { ...this.sent }, length: Number(this.sent['upload-length']), offset: 0, terminated: false };
        uploads.push(created);
        if (rule.hold) gates.set(metadata.filename, gate());
        failures.set(created.id, rule.failPatches ?? 0);
        return this.reply(201, { Location: `${endpoint}/${created.id}` });
      }
      if (!upload || upload.terminated) return this.reply(404, {}, 'Not found');
      if (this.method === 'HEAD') return this.reply(200, { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) });
      if (this.method === 'DELETE') {
        upload.terminated = true;
        return this.reply(204);
      }
      if (this.method === 'PATCH' && body) {
        const left = failures.get(upload.id) ?? 0;
        const half = upload.offset + Math.floor(body.size / 2);
        this.upload.onprogress?.({ lengthComputable: true, loaded: Math.floor(body.size / 2) });
        if (left > 0) {
          failures.set(upload.id, left - 1);
          await pause();
          if (!this.aborted) this.onerror?.(new ProgressEvent('error'));
          return;
        }
        await gates.get(upload.metadata.filename)?.promise;
        await pause();
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: body.size });
        upload.offset = Math.max(half, upload.offset + body.size);
        const fileId = upload.offset === upload.length ? onComplete?.(upload) : undefined;
        this.reply(204, { 'Upload-Offset': String(upload.offset), ...(fileId ? { 'Upload-File-Id': String(fileId) } : {}) });
        return;
      }
      this.reply(405);
    }
  }

  window.XMLHttpRequest = FakeXHR as unknown as typeof XMLHttpRequest;
  return {
    uploads,
    /** Lets a held file finish. */
    release: (name: string) => gates.get(name)?.open(),
    restore: () => {
      window.XMLHttpRequest = RealXHR;
    },
  };
}
