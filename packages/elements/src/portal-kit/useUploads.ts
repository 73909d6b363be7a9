import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { DetailedError, Upload } from 'tus-js-client/lib/browser/index.js';
import { ApiError, describeError } from '@si/core';
import { portalHeaders, portalUploadEndpoint } from '@si/core/portal';

export type UploadState = 'uploading' | 'cancelled' | 'failed' | 'done';

/** One file on its way to a requirement, as the upload list shows it. */
export type UploadTask = {
  key: string;
  itemId: number;
  name: string;
  size: number;
  sent: number;
  state: UploadState;
  error?: string;
  /** The stored file's id from the server's Upload-File-Id header, when it is readable (same origin or exposed by CORS). */
  fileId?: number;
};

/**
 * Transfer settings. Chunks keep one request below proxy body limits and let a broken
 * upload resume from the last chunk; tests shorten the automatic retries.
 */
export const uploadSettings = { chunkSize: 8 * 1024 * 1024, retryDelays: [0, 1000, 3000] as number[] };

/** The server's `detail` when it sent one (hold message, type refused), else core's sentence. */
function uploadError(error: Error, i18n: I18n): string {
  const response = (error as DetailedError).originalResponse;
  if (!response) return i18n._(msg`The upload was interrupted. Check your connection and try again.`);
  let data: unknown;
  try {
    data = JSON.parse(response.getBody());
  } catch {
    data = response.getBody();
  }
  return describeError(new ApiError({ data, status: response.getStatus(), statusText: '' }), i18n);
}

let sequence = 0;

// tus-js-client (~7 KB gzip) loads on the first upload, not before the portal's first render.
let tusModule: Promise<typeof import('tus-js-client/lib/browser/index.js')> | undefined;
const loadTus = () => (tusModule ??= import('tus-js-client/lib/browser/index.js'));

/**
 * Resumable (tus) uploads of files to the requirements of one portal token: per-file
 * progress, cancel (the partial upload is deleted on the server) and retry (resumes
 * where a failed transfer stopped). `onDone` runs once per finished file.
 */
export function useUploads(token: string, onDone: (task: UploadTask) => void) {
  const { i18n } = useLingui();
  const [tasks, setTasks] = useState<UploadTask[]>([]);
  const running = useRef(new Map<string, { upload?: Upload; file: File }>());
  const stopped = useRef(new Set<string>());
  const done = useRef(onDone);
  done.current = onDone;

  const patch = useCallback((key: string, change: Partial<UploadTask>) => {
    setTasks((list) => list.map((task) => (task.key === key ? { ...task, ...change } : task)));
  }, []);

  const begin = useCallback(
    async (key: string, file: File, itemId: number) => {
      const task: UploadTask = { key, itemId, name: file.name, size: file.size, sent: 0, state: 'uploading' };
      setTasks((list) => (list.some((t) => t.key === key) ? list.map((t) => (t.key === key ? task : t)) : [...list, task]));
      stopped.current.delete(key);
      running.current.set(key, { file });
      let Tus: Awaited<ReturnType<typeof loadTus>>;
      try {
        Tus = await loadTus();
      } catch (error) {
        tusModule = undefined; // a later retry may load it
        patch(key, { state: 'failed', error: uploadError(error as Error, i18n) });
        return;
      }
      // Cancelled or dismissed while the library was loading.
      if (stopped.current.delete(key)) return;
      const upload = new Tus.Upload(file, {
        endpoint: portalUploadEndpoint(),
        metadata: { token, item_id: String(itemId), filename: file.name, filetype: file.type || 'application/octet-stream' },
        headers: portalHeaders(token),
        chunkSize: uploadSettings.chunkSize,
        retryDelays: uploadSettings.retryDelays,
        // Upload URLs are not kept in the tenant's localStorage; a retry in this page resumes anyway.
        storeFingerprintForResuming: false,
        onProgress: (sent) => patch(key, { sent }),
        onError: (error) => patch(key, { state: 'failed', error: uploadError(error, i18n) }),
        onSuccess: ({ lastResponse }) => {
          const fileId = Number(lastResponse.getHeader('Upload-File-Id')) || undefined;
          patch(key, { state: 'done', sent: file.size, fileId });
          running.current.delete(key);
          done.current({ ...task, sent: file.size, state: 'done', fileId });
        },
      });
      running.current.set(key, { upload, file });
      upload.start();
    },
    [token, patch, i18n],
  );

  const start = useCallback(
    (files: File[], itemId: number): string[] =>
      files.map((file) => {
        const key = `upload-${++sequence}`;
        void begin(key, file, itemId);
        return key;
      }),
    [begin],
  );

  const cancel = useCallback(
    (key: string) => {
      const entry = running.current.get(key);
      if (!entry) return;
      patch(key, { state: 'cancelled', error: undefined });
      if (!entry.upload) {
        stopped.current.add(key);
        return;
      }
      // Terminating deletes the partial file on the server; if that fails the server expires it.
      entry.upload.abort(true).catch(() => undefined);
    },
    [patch],
  );

  const retry = useCallback(
    (key: string) => {
      const entry = running.current.get(key);
      const task = tasks.find((t) => t.key === key);
      if (!entry || !task) return;
      if (task.state === 'failed' && entry.upload?.url) {
        patch(key, { state: 'uploading', error: undefined });
        entry.upload.start();
      } else {
        void begin(key, entry.file, task.itemId);
      }
    },
    [tasks, patch, begin],
  );

  const dismiss = useCallback((key: string) => {
    if (running.current.get(key)?.upload === undefined) stopped.current.add(key);
    running.current.delete(key);
    setTasks((list) => list.filter((task) => task.key !== key));
  }, []);

  // Leaving the page pauses transfers in flight (not terminated: the server expires them).
  useEffect(() => {
    const map = running.current;
    return () => {
      for (const { upload } of map.values()) void upload?.abort(false);
    };
  }, []);

  return { tasks, start, cancel, retry, dismiss };
}
