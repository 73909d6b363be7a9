import { useCallback, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { PortalContext, PortalItem } from '@si/contract';
import type { FileUploadedDetail } from '../base/events.ts';
import { fileProblem } from './fileRules.ts';
import { ON_HOLD } from './HoldBanner.tsx';
import { useUploads } from './useUploads.ts';

/** A file refused before sending (type, size, account on hold), shown under its item. */
export type Refusal = { key: string; itemId: number; message: string };

type Options = {
  token: string;
  context: PortalContext | undefined;
  reload: () => Promise<PortalContext | undefined>;
  onFileUploaded?: (detail: FileUploadedDetail) => void;
};

let refusalSequence = 0;

/**
 * Uploads as a portal screen needs them: files checked against the item's rules first,
 * refused outright when the account is on hold, and after each finished transfer the
 * portal data reloaded (the item's status and files change) and `si-file-uploaded` fired.
 */
export function usePortalUploads({ token, context, reload, onFileUploaded }: Options) {
  const { i18n } = useLingui();
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const latest = useRef(context);
  latest.current = context;
  // The server names the stored file in Upload-File-Id, but a cross-origin page may not
  // read that header: then the new file is found by comparing the item's files before
  // and after, and ids already reported are skipped so two finishing together each get theirs.
  const known = useRef(new Map<string, Set<number>>());
  const reported = useRef(new Set<number>());

  const uploads = useUploads(token, async (task) => {
    const before = known.current.get(task.key) ?? new Set<number>();
    known.current.delete(task.key);
    const next = await reload();
    const files = next?.items.find((item) => item.id === task.itemId)?.files ?? [];
    const fresh = files.filter((file) => !before.has(file.id) && !reported.current.has(file.id)).sort((a, b) => b.id - a.id);
    const file = files.find((f) => f.id === task.fileId) ?? fresh.find((f) => f.name === task.name) ?? fresh[0];
    if (file) reported.current.add(file.id);
    onFileUploaded?.({ itemId: task.itemId, fileId: file?.id ?? task.fileId ?? null, name: file?.name ?? task.name, size: file?.size ?? task.size });
  });
  const { start } = uploads;

  const add = useCallback(
    (item: PortalItem, files: File[]) => {
      const workspace = latest.current?.workspace;
      const fresh: Refusal[] = [];
      const accepted: File[] = [];
      if (workspace?.account_hold) {
        fresh.push({ key: `refusal-${++refusalSequence}`, itemId: item.id, message: workspace.account_hold_message || i18n._(ON_HOLD) });
      } else {
        for (const file of files) {
          const problem = fileProblem(file, item, i18n);
          if (problem) fresh.push({ key: `refusal-${++refusalSequence}`, itemId: item.id, message: problem });
          else accepted.push(file);
        }
      }
      setRefusals((list) => [...list.filter((r) => r.itemId !== item.id), ...fresh]);
      const ids = new Set(item.files.map((file) => file.id));
      for (const key of start(accepted, item.id)) known.current.set(key, ids);
    },
    [start, i18n],
  );

  return { ...uploads, refusals, add };
}

export type PortalUploads = ReturnType<typeof usePortalUploads>;
