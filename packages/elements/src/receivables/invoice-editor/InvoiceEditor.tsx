import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceRow } from '@si/contract';
import { ApiError } from '@si/core';
import { Notice } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { navigate } from '../../admin/links.ts';
import { createInvoice, getInvoice } from '../kit/staff/inv-calls.ts';
import { DraftEditor } from './DraftEditor.tsx';
import { FinalizedView } from './FinalizedView.tsx';

export type InvoiceEditorProps = {
  /** The invoice to open. */
  invoiceId?: string;
  /** Without invoice-id: the customer account a new draft is started on. */
  accountId?: string;
  /** Route of an invoice, `{id}` replaced: where a new draft or credit note is opened. */
  invoiceHref?: string;
  /** Route of the free-form document, `{account_id}` and `{id}` replaced. */
  documentHref?: string;
  /** Route of the drafts list, opened after a draft is deleted. */
  listHref?: string;
};

type Loaded = { status: 'loading' } | { status: 'ready'; invoice: InvoiceRow } | { status: 'error'; error: unknown } | { status: 'deleted' };

const ID = /^[1-9]\d{0,9}$/;
const fill = (template: string | undefined, values: Record<string, number>) =>
  template ? Object.entries(values).reduce((href, [key, value]) => href.replaceAll(`{${key}}`, String(value)), template) : undefined;

/**
 * The invoice editor: opens an invoice (a draft to write, a finalized one to read and act on), or
 * starts a new draft on an account and then routes to it (so a reload does not start another).
 */
export function InvoiceEditor({ invoiceId, accountId, invoiceHref, documentHref, listHref }: InvoiceEditorProps) {
  const { t, i18n } = useLingui();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [finalized, setFinalized] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  // One draft per account-id, even when React runs the effect twice.
  const started = useRef<string>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    const id = ID.test(invoiceId ?? '') ? Number(invoiceId) : undefined;
    const account = ID.test(accountId ?? '') ? Number(accountId) : undefined;
    if (id) {
      getInvoice(id, controller.signal).then(
        (invoice) => setLoaded({ status: 'ready', invoice }),
        (error: unknown) => !controller.signal.aborted && setLoaded({ status: 'error', error }),
      );
    } else if (account && !invoiceId) {
      if (started.current === accountId) return;
      started.current = accountId;
      createInvoice(account).then(
        (invoice) => {
          setLoaded({ status: 'ready', invoice });
          const href = fill(invoiceHref, { id: invoice.id });
          if (href && root.current) navigate(root.current, href);
        },
        (error: unknown) => setLoaded({ status: 'error', error }),
      );
    } else {
      setLoaded({ status: 'error', error: new ApiError({ status: 404, statusText: 'Not Found' }) });
    }
    return () => controller.abort();
    // invoiceHref is read once the draft exists; a changed template alone does not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invoiceId, accountId, reloads]);

  let body;
  if (loaded.status === 'loading') body = <p className="loading" role="status">{invoiceId ? t`Loading…` : t`Starting a draft…`}</p>;
  else if (loaded.status === 'deleted')
    body = (
      <Notice variant="success" part="notice">
        {t`The draft was deleted.`}
      </Notice>
    );
  else if (loaded.status === 'error') {
    const missing = loaded.error instanceof ApiError && loaded.error.status === 404;
    body = (
      <Notice variant="danger" part="error">
        {missing ? t`This invoice was not found.` : errorText(loaded.error, i18n)}
      </Notice>
    );
  } else {
    const { invoice } = loaded;
    body =
      invoice.state === 'draft' ? (
        <DraftEditor
          key={invoice.id}
          invoice={invoice}
          onSaved={() => undefined}
          onFinalized={(row) => {
            setFinalized(t`Invoice ${row.number ?? row.id} finalized.`);
            setLoaded({ status: 'ready', invoice: row });
          }}
          onDeleted={() => {
            setLoaded({ status: 'deleted' });
            if (listHref && root.current) navigate(root.current, listHref);
          }}
        />
      ) : (
        <>
          {finalized && (
            <Notice variant="success" part="outcome">
              {finalized}
            </Notice>
          )}
          <FinalizedView
            key={invoice.id}
            invoice={invoice}
            documentHref={fill(documentHref, { account_id: invoice.account_id, id: invoice.id })}
            invoiceHref={(id) => fill(invoiceHref, { id })}
            onChanged={(row) => (row ? setLoaded({ status: 'ready', invoice: row }) : setReloads((n) => n + 1))}
          />
        </>
      );
  }
  return (
    <div ref={root} className="admin invoice-editor" part="base">
      {body}
    </div>
  );
}
