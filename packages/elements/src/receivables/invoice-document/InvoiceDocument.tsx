import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceDocumentSaved } from '@si/contract';
import { ApiError } from '@si/core';
import { formErrors, type FormErrors } from '../../base/errors.ts';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { followLink } from '../../admin/links.ts';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { getInvoice, getInvoiceDocument, invoicePdf, saveInvoiceDocument } from '@si/core/admin';
import { pdfName } from '../kit/staff/inv-format.ts';
import { fillDocument, insertAt, paragraphsOf } from './fill.ts';

export type InvoiceDocumentProps = {
  /** The invoice whose free-form document is written. */
  invoiceId?: string;
  /** Route back to the customer account. */
  accountHref?: string;
};


const MAX_BODY = 50_000;

/**
 * The free-form document of an invoice: its text in a text area, the variables it may use (a click
 * inserts one at the caret), a live preview with the variables filled in (right-to-left for an
 * Arabic invoice), and Save as PDF, which makes the text the invoice's PDF. With "save and send" on,
 * the server mails it too; the notice says to whom, or why it did not leave (customer notifications
 * off, or no contact on the account).
 */
export function InvoiceDocument({ invoiceId, accountHref }: InvoiceDocumentProps) {
  const { t, i18n } = useLingui();
  const id = /^[1-9]\d{0,9}$/.test(invoiceId ?? '') ? Number(invoiceId) : undefined;
  const { loaded } = useLoad(
    id
      ? async (signal) => {
          const [invoice, document] = await Promise.all([getInvoice(id, signal), getInvoiceDocument(id, signal)]);
          return { invoice, document };
        }
      : null,
    String(id),
  );
  // What the user wrote in this invoice's document; until then the saved text (or the filled-in template).
  const [typed, setTyped] = useState<{ id?: number; text: string }>();
  const setBody = (text: string) => setTyped({ id, text });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [pdf, setPdf] = useState<{ url: string; name: string }>();
  const [saved, setSaved] = useState<InvoiceDocumentSaved>();
  const area = useRef<HTMLTextAreaElement>(null);

  // The PDF link holds an object URL: let it go when it is replaced or the element leaves.
  useEffect(() => () => pdf && URL.revokeObjectURL(pdf.url), [pdf]);

  const back = accountHref ? (
    <a href={accountHref} part="back" onClick={(e) => followLink(e, accountHref)}>
      {t`Back to the account`}
    </a>
  ) : null;

  if (!id || loaded.status !== 'ready' || !loaded.data) {
    const missing = !id || (loaded.status === 'error' && loaded.error instanceof ApiError && loaded.error.status === 404);
    return (
      <div className="admin document" part="base">
        {id && loaded.status === 'loading' ? (
          <p className="loading" role="status">{t`Loading…`}</p>
        ) : (
          <Notice variant="danger" part="error">
            {missing ? t`This invoice was not found.` : errorText(loaded.error, i18n)}
          </Notice>
        )}
        {back}
      </div>
    );
  }

  const { invoice, document } = loaded.data;
  const body = typed && typed.id === id ? typed.text : document.body;
  const number = invoice.number ?? String(invoice.id);
  const names = Object.keys(document.variables);
  const rtl = invoice.language === 'ar';
  // A portal link is personal and only the mail that sends the invoice carries it (its token is never stored).
  const payLinkToken = '{{pay_link}}';

  const edit = (value: string) => {
    setBody(value);
    setSaved(undefined);
  };

  const insert = (name: string) => {
    const target = area.current;
    const token = `{{${name}}}`;
    const start = target?.selectionStart ?? body.length;
    const end = target?.selectionEnd ?? body.length;
    const next = insertAt(body, start, end, token);
    edit(next.value);
    requestAnimationFrame(() => {
      if (!target) return;
      target.focus();
      target.setSelectionRange(next.caret, next.caret);
    });
  };

  function savedText({ sent_to, not_sent }: InvoiceDocumentSaved): string {
    if (not_sent === 'customer_notifications_off') {
      return t`Saved as the invoice's PDF, but not e-mailed: customer notifications are turned off for this organization. Turn on "Notify customers" in the organization settings, then send the invoice from its page.`;
    }
    if (not_sent === 'no_contact') {
      return t`Saved as the invoice's PDF, but not e-mailed: this account has no contact to send it to. Add a contact to the account, then send the invoice from its page.`;
    }
    const to = sent_to.join(', ');
    return sent_to.length ? t`Saved as the invoice's PDF and e-mailed to ${to}.` : t`Saved as the invoice's PDF.`;
  }

  async function save() {
    if (busy) return;
    if (!body.trim()) {
      setErrors({ fields: { body: t`Write the document first.` } });
      return;
    }
    if (body.length > MAX_BODY) {
      setErrors({ fields: { body: t`Ensure this field has no more than ${MAX_BODY} characters.` } });
      return;
    }
    setBusy(true);
    setErrors({ fields: {} });
    try {
      const row = await saveInvoiceDocument(invoice.id, body);
      const blob = await invoicePdf(row.id);
      setPdf({ url: URL.createObjectURL(blob), name: pdfName(row) });
      setSaved(row);
    } catch (error) {
      setErrors(formErrors(error, ['body'], i18n));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin document" part="base" aria-labelledby="document-heading">
      <div className="admin-head">
        <h2 id="document-heading" part="heading">{t`Free-form document of ${number}`}</h2>
        {back}
      </div>
      <p className="muted">{t`Customer: ${invoice.account_name}. The text becomes the invoice's PDF; variables are filled in when it is saved.`}</p>
      {saved && pdf && (
        // Saving succeeds either way; a mail "save and send" could not send is a warning, never a success.
        <Notice variant={saved.not_sent ? 'warning' : 'success'} part="notice">
          {savedText(saved)}{' '}
          <a href={pdf.url} download={pdf.name} part="pdf-link">
            {t`Open ${pdf.name}`}
          </a>
        </Notice>
      )}
      <ErrorAlert message={errors.alert} />
      <div className="document-grid">
        <div className="document-edit">
          <div className="field">
            <label htmlFor="document-body">{t`Document text`}</label>
            <textarea
              id="document-body"
              ref={area}
              name="body"
              rows={18}
              value={body}
              dir={rtl ? 'rtl' : 'auto'}
              lang={invoice.language}
              aria-invalid={errors.fields.body ? true : undefined}
              aria-describedby={errors.fields.body ? 'document-body-error' : undefined}
              onChange={(e) => edit(e.target.value)}
            />
            {errors.fields.body && (
              <small id="document-body-error" className="field-error">
                {errors.fields.body}
              </small>
            )}
          </div>
          <div className="actions">
            <button type="button" className="primary" aria-busy={busy} disabled={busy} part="save" onClick={() => void save()}>
              {busy ? t`Saving…` : t`Save as PDF`}
            </button>
            <button type="button" disabled={busy || body === document.template} onClick={() => edit(document.template)}>
              {t`Start again from the template`}
            </button>
          </div>
        </div>
        <div className="variables" part="variables" role="group" aria-labelledby="variables-heading">
          <h3 id="variables-heading">{t`Variables`}</h3>
          <p className="muted">{t`Choose one to insert it at the cursor.`}</p>
          <ul>
            {names.map((name) => {
              const token = `{{${name}}}`;
              return (
                <li key={name}>
                  <button
                    type="button"
                    className="variable"
                    aria-label={t`Insert ${token}`}
                    aria-describedby={name === 'pay_link' ? 'pay-link-note' : undefined}
                    onClick={() => insert(name)}
                  >
                    <code>{token}</code>
                  </button>
                  <span className="value" lang={invoice.language} dir="auto">
                    {document.variables[name]}
                  </span>
                </li>
              );
            })}
          </ul>
          {names.includes('pay_link') && (
            <p className="muted" part="pay-link-note" id="pay-link-note">
              {t`${payLinkToken} prints no address: each contact's own secure link is issued when the invoice is sent, in the e-mail that carries this PDF, so the PDF points to that e-mail.`}
            </p>
          )}
        </div>
      </div>
      <section className="preview" part="preview" aria-labelledby="preview-heading">
        <h3 id="preview-heading">{t`Preview`}</h3>
        <div className="page" lang={invoice.language} dir={rtl ? 'rtl' : 'ltr'} part="preview-page">
          {paragraphsOf(fillDocument(body, document.variables)).map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </div>
      </section>
    </section>
  );
}
