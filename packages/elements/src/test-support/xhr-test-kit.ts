/**
 * Browser-test stand-in for XMLHttpRequest (the uploads use it for progress; the fake API
 * answers fetch only): records each request and lets the test report progress and answer.
 */
export type FakeXhr = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  progress(loaded: number, total: number): void;
  respond(status: number, json?: unknown): void;
};

export function fakeXhr(): { requests: FakeXhr[]; restore(): void } {
  const original = window.XMLHttpRequest;
  const requests: FakeXhr[] = [];
  class Fake {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private record = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.record.method = method;
      this.record.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.record.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      requests.push({
        ...this.record,
        body,
        progress: (loaded, total) => this.upload.onprogress?.(new ProgressEvent('progress', { loaded, total, lengthComputable: true })),
        respond: (status, json) => {
          this.status = status;
          this.statusText = status < 300 ? 'OK' : 'Error';
          this.responseText = json === undefined ? '' : JSON.stringify(json);
          this.onload?.();
        },
      });
    }
  }
  window.XMLHttpRequest = Fake as unknown as typeof XMLHttpRequest;
  return {
    requests,
    restore() {
      window.XMLHttpRequest = original;
    },
  };
}

/** Puts `file` into a native file input as if the user chose it. */
export function chooseFile(input: HTMLInputElement, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Drops `file` on `target` as a drag and drop from the desktop would. */
export function dropFile(target: Element, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  target.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
}

/** A small file whose bytes start like a PDF. */
export const pdf = (name = 'terms.pdf', size = 2048) => new File([new Uint8Array(size).fill(32).map((b, i) => (i < 5 ? '%PDF-'.charCodeAt(i) : b))], name, { type: 'application/pdf' });
