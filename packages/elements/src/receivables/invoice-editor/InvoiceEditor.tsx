import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceRow } from '@si/contract';
import { ApiError } from '@si/core';
import { getAccount, getInvoice, getReceivablesSettings } from '@si/core/admin';
import { Notice } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { navigate } from '../../admin/links.ts';
import { blankInvoice } from './draft.ts';
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

const ID = /^[1-9]\d{0,9}$/;
const fill = (template: string | undefined, values: Record<string, number>) =>
  template ? Object.entries(values).reduce((href, [key, value]) => href.replaceAll(`{${key}}`, String(value)), template) : undefined;

/**
 * The invoice editor: opens an invoice (a draft to write, a finalized one to read and act on), or
 * a new draft on an account. Opening creates nothing: the new draft is stored by its first save
 * (a change that holds something, or Save), which then routes to it.
 */
export function InvoiceEditor({ invoiceId, accountId, invoiceHref, documentHref, listHref }: InvoiceEditorProps) {
  const { t, i18n } = useLingui();
  const [finalized, setFinalized] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  // A new draft keeps its editor (and what is typed in it) when it is stored and gets its id.
  const adopted = useRef<number>(undefined);
  const opened = `${invoiceId ?? ''} ${accountId ?? ''}`;
  const [deleted, setDeleted] = useState<string>();

  const { loaded, reload, setData } = useLoad<InvoiceRow>((signal) => {
    const id = ID.test(invoiceId ?? '') ? Number(invoiceId) : undefined;
    const account = ID.test(accountId ?? '') ? Number(accountId) : undefined;
    if (id) return getInvoice(id, signal);
    // Reads only: the account's name and the organization's defaults for the blank draft.
    if (account && !invoiceId) return Promise.all([getAccount(account, signal), getReceivablesSettings(signal)]).then(([acc, settings]) => blankInvoice(acc, settings));
    return Promise.reject(new ApiError({ status: 404, statusText: 'Not Found' }));
  }, opened);

  let body;
  // The invoice shown stays while another loads (a new draft's own id, once stored, opens in the
  // editor it was typed in).
  if (deleted === opened)
    body = (
      <Notice variant="success" part="notice">
        {t`The draft was deleted.`}
      </Notice>
    );
  else if (loaded.status === 'loading' && !loaded.data) body = <p className="loading" role="status">{t`Loading…`}</p>;
  else if (loaded.status === 'error' || !loaded.data) {
    const missing = loaded.error instanceof ApiError && loaded.error.status === 404;
    body = (
      <Notice variant="danger" part="error">
        {missing ? t`This invoice was not found.` : errorText(loaded.error, i18n)}
      </Notice>
    );
  } else {
    const invoice = loaded.data;
    body =
      invoice.state === 'draft' ? (
        <DraftEditor
          key={invoice.id === 0 || invoice.id === adopted.current ? `new-${invoice.account_id}` : invoice.id}
          invoice={invoice}
          onSaved={() => undefined}
          onCreated={(row) => {
            adopted.current = row.id;
            setData(row);
            const href = fill(invoiceHref, { id: row.id });
            if (href && root.current) navigate(root.current, href);
          }}
          onFinalized={(row) => {
            setFinalized(t`Invoice ${row.number ?? row.id} finalized.`);
            setData(row);
          }}
          onDeleted={() => {
            setDeleted(opened);
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
            onChanged={(row) => (row ? setData(row) : void reload())}
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
