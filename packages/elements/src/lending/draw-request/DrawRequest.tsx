import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PortalDraws } from '@si/contract';
import { LENDING_LIMITS } from '@si/contract/lending';
import { ApiError, describeError } from '@si/core';
import type { RequestSentDetail, SiErrorEvent } from '../../base/events.ts';
import { formErrors } from '../../base/errors.ts';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { useLoad } from '../../ui/useLoad.tsx';
import { portalFailure } from '../../portal-kit/portalFailure.ts';
import { createPortalDraw, fetchPortalDraws } from '../kit/drawCalls.ts';
import { aboveRemainingText, drawMessageText, drawMoney } from '../kit/drawWords.ts';
import { drawStateText } from '../kit/lendingWords.ts';

export type DrawRequestProps = { token?: string; onError?: (detail: SiErrorEvent['detail']) => void; onSent?: (detail: RequestSentDetail) => void };

const AMOUNT = /^\d{1,14}(\.\d{1,2})?$/;

/** The draw form: an amount on each budget line wanted (within what remains), and a note. */
function DrawForm({ token, view, onAsked, onRefused }: { token: string; view: PortalDraws; onAsked(number: number): void; onRefused(): void }) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const id = useId();
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [note, setNote] = useState('');
  const currency = view.loan.currency;
  const asked = () => view.lines.filter((l) => (amounts[l.id] ?? '').trim() !== '');
  const fieldOf = (lineId: number) => `line-${lineId}`;

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const wrong: Record<string, string> = {};
      const lines = asked();
      if (!lines.length) wrong.form = t`Enter the amount of at least one budget line.`;
      for (const l of lines) {
        const v = amounts[l.id]!.trim();
        if (!AMOUNT.test(v) || Number(v) <= 0) wrong[fieldOf(l.id)] = t`Enter an amount greater than zero, with cents at most.`;
        else if (Number(v) > Number(l.remaining)) wrong[fieldOf(l.id)] = aboveRemainingText(l.name, l.remaining, v, currency, lang, i18n);
      }
      return wrong;
    },
    async () => {
      const lines = asked();
      const draw = await createPortalDraw(token, { note: note.trim(), lines: lines.map((l) => ({ draw_line_id: l.id, amount: amounts[l.id]!.trim() })) });
      setAmounts({});
      setNote('');
      onAsked(draw.number);
    },
    (error) => {
      // The server names the lines by their place in what was sent: back to the line's field.
      const lines = asked();
      const shown = lines.map((_, i) => `lines.${i}.amount`);
      const out = formErrors(error, [...shown, 'note'], i18n);
      const fields: Record<string, string> = {};
      for (const [key, message] of Object.entries(out.fields)) {
        const i = shown.indexOf(key);
        const line = lines[i];
        // The server's figures are the fresh ones (another draw may have been approved meanwhile).
        fields[line ? fieldOf(line.id) : key] = drawMessageText(message, i18n);
      }
      if (Object.keys(fields).length) onRefused();
      return { alert: out.alert && drawMessageText(out.alert, i18n), fields };
    },
    t`Check the amounts marked below.`,
  );

  const caption = t`Budget lines`;
  return (
    <form className="draw-form" noValidate aria-labelledby={`${id}-title`} aria-busy={busy} part="draw-form" onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      <h3 id={`${id}-title`}>{t`Request a draw`}</h3>
      <ErrorAlert message={errors.alert ?? errors.fields.form} />
      <TableScroll label={caption} part="lines">
        <table className="figures" part="lines-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Line`}</th>
              <th scope="col" className="num">{t`Budget`}</th>
              <th scope="col" className="num">{t`Remaining`}</th>
              <th scope="col">{t`Amount to draw`}</th>
            </tr>
          </thead>
          <tbody>
            {view.lines.map((l) => {
              const error = errors.fields[fieldOf(l.id)];
              return (
                <tr key={l.id} part="line">
                  <th scope="row">
                    <bdi>{l.name}</bdi>
                  </th>
                  <td className="num">{drawMoney(l.budget, currency, lang)}</td>
                  <td className="num" part="remaining">{drawMoney(l.remaining, currency, lang)}</td>
                  <td>
                    <label className="field">
                      <span className="visually-hidden">{t`Amount to draw on ${l.name}`}</span>
                      <input
                        name={fieldOf(l.id)}
                        inputMode="decimal"
                        value={amounts[l.id] ?? ''}
                        disabled={Number(l.remaining) <= 0}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-${l.id}` : undefined}
                        onChange={(e) => setAmounts((all) => ({ ...all, [l.id]: e.target.value }))}
                      />
                    </label>
                    {error && (
                      <small id={`${id}-${l.id}`} className="field-error" part="amount-error">
                        {error}
                      </small>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <div className="field">
        <label htmlFor={`${id}-note`}>{t`Note for the lender (optional)`}</label>
        <textarea id={`${id}-note`} rows={3} value={note} maxLength={LENDING_LIMITS.reason} onChange={(e) => setNote(e.target.value)} />
      </div>
      <p className="muted" part="documents-note">
        {t`After you send the request, upload its invoices and lien waivers to the draw's requirement ("Draw N: supporting documents") in the list below.`}
      </p>
      <div className="actions">
        <button type="submit" className="primary" part="submit" disabled={busy}>
          {busy ? t`Sending…` : t`Send the draw request`}
        </button>
      </div>
    </form>
  );
}

/** The borrower's construction draws: what remains of each budget line, a draw request, and their draws. */
export function DrawRequest({ token, onError, onSent }: DrawRequestProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const key = token?.trim() ?? '';
  const load = useLoad(key ? (signal) => fetchPortalDraws(key, signal) : null, key, { onError: (error) => onError?.(portalFailure(error, describeError(error, i18n))) });
  const [asked, setAsked] = useState<number>();
  if (!key) return <ErrorAlert message={t`This link is missing its access token.`} />;
  // A loan that is not disbursed in draws (404): nothing to show on its portal.
  if (load.loaded.status === 'error' && !load.loaded.data && load.loaded.error instanceof ApiError && load.loaded.error.status === 404) return null;
  if (load.loaded.status === 'error' && !load.loaded.data) return <ErrorAlert message={describeError(load.loaded.error, i18n)} />;
  const view = load.loaded.data;
  if (!view) return <p className="loading" role="status">{t`Loading…`}</p>;
  const currency = view.loan.currency;
  const day = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso));
  const caption = t`Your draws`;
  return (
    <section className="draws" part="draw-request" aria-labelledby="draws-title">
      <h2 id="draws-title" part="heading">{t`Construction draws, loan ${view.loan.reference}`}</h2>
      {asked !== undefined && (
        <Notice variant="success" part="asked">
          {t`Draw ${asked} is requested. Upload its invoices and lien waivers to its requirement "Draw ${asked}: supporting documents" in the list below.`}
        </Notice>
      )}
      {view.lines.length === 0 ? (
        <p className="muted" part="no-budget">{t`Your lender has not set up the budget yet.`}</p>
      ) : (
        <DrawForm
          token={key}
          view={view}
          onAsked={(number) => {
            setAsked(number);
            onSent?.({ kind: 'draw' });
            void load.reload();
          }}
          onRefused={() => void load.reload()}
        />
      )}
      <h3>{caption}</h3>
      {view.draws.length === 0 ? (
        <p className="muted" part="no-draws">{t`No draw requested yet.`}</p>
      ) : (
        <TableScroll label={caption} part="draws">
          <table className="figures" part="draws-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Draw`}</th>
                <th scope="col">{t`Requested`}</th>
                <th scope="col" className="num">{t`Asked`}</th>
                <th scope="col" className="num">{t({ message: 'Approved', context: 'draw amounts' })}</th>
                <th scope="col">{t`Status`}</th>
              </tr>
            </thead>
            <tbody>
              {view.draws.map((d) => (
                <tr key={d.id} part="draw">
                  <th scope="row">{t`Draw ${d.number}`}</th>
                  <td>{day(d.requested_at)}</td>
                  <td className="num">{drawMoney(d.total, currency, lang)}</td>
                  <td className="num">{d.approved_total !== null ? drawMoney(d.approved_total, currency, lang) : '—'}</td>
                  <td>
                    <span className={`state state--${d.status}`} part="draw-state">
                      {drawStateText(d.status, i18n)}
                    </span>
                    {d.status === 'rejected' && d.reject_reason && <div part="reject-reason">{t`Reason: ${d.reject_reason}`}</div>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
