/**
 * The demo's built-in checkout: a small page, plainly labelled as a sandbox, whose Pay and
 * Cancel buttons settle the session through the same settle() as Stripe's webhook, then send
 * the browser to the suite's payment result page with ?token&session_id. It never runs in a
 * frame (frame-ancestors 'none'), and every value on it is escaped.
 */
import { Hono, type Context } from 'hono';
import { formatAmount } from '@si/contract/money';
import { eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Deps } from '../../platform/http/deps.ts';
import { readForm } from '../../platform/http/validate.ts';
import { account, invoice as invoiceTable, item, paymentSession } from '../../db/schema.ts';
import { findByToken, holdMessage } from '../../shared/portal/access.ts';
import { linesOf, paymentTerms, settle, type SessionRow } from './payments.ts';
import { RECEIVABLES } from './module.ts';
import { escapeHtml } from '../../platform/html.ts';

export const SANDBOX_LABEL = 'Sandbox checkout — no real payment';

function page(c: Context, status: 200 | 404 | 409, title: string, content: string, formTarget: string) {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f6f8;color:#212b36}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 4px 16px rgba(0,0,0,.08)}
.badge{display:inline-block;background:#fff4e5;color:#7a4100;border:1px solid #ffb547;border-radius:6px;padding:.25rem .6rem;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#637381}dd{margin:0}
.actions{display:flex;gap:1rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.4rem;border-radius:8px;border:1px solid #919eab;background:#fff;cursor:pointer}
button.pay{background:#0d9394;border-color:#0d9394;color:#fff}
h2{font-size:1rem;margin:1.25rem 0 .25rem}.terms{white-space:pre-wrap;max-height:12rem;overflow:auto;font-size:.875rem;color:#454f5b}
</style></head><body><main>
<p class="badge" role="note">${escapeHtml(SANDBOX_LABEL)}</p>
${content}
</main></body></html>`;
  return c.html(html, status, {
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${formTarget}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}

export function sandboxRoutes(deps: Deps) {
  const app = new Hono();
  const { db } = deps;
  const suiteOrigin = new URL(deps.settings.publicUrl).origin;

  /** The sandbox session, only when the token is the one of its account. */
  async function sessionFor(id: string, token: string): Promise<SessionRow | undefined> {
    const [row] = await db.select().from(paymentSession).where(eq(paymentSession.providerSessionId, id)).limit(1);
    if (!row || row.provider !== 'sandbox') return undefined;
    const access = await findByToken(db, token);
    return access && access.account.id === row.accountId ? row : undefined;
  }

  const notFound = (c: Context) => page(c, 404, 'Checkout not found', '<h1>Checkout not found</h1><p>This checkout link is not valid.</p>', suiteOrigin);

  app.get('/api/payments/sandbox/:session_id', async (c) => {
    const token = c.req.query('token') ?? '';
    const row = await sessionFor(c.req.param('session_id'), token);
    if (!row) return notFound(c);
    const lines = await linesOf(db, row);
    const invoices = await db
      .select({ id: item.id, title: item.title, number: invoiceTable.number })
      .from(item)
      .leftJoin(invoiceTable, eq(invoiceTable.itemId, item.id))
      .where(
        inArray(
          item.id,
          lines.map((l) => l.itemId),
        ),
      )
      .orderBy(item.id);
    const action = `/api/payments/sandbox/${encodeURIComponent(row.providerSessionId)}`;
    const hidden = `<input type="hidden" name="token" value="${escapeHtml(token)}">`;
    const money = (amount: string) => escapeHtml(`${formatAmount(amount, row.currency)} ${row.currency}`);
    const [one] = invoices;
    const details =
      lines.length === 1
        ? `<h1>Pay invoice ${escapeHtml(one?.number ?? '')}</h1>
<dl><dt>Invoice</dt><dd>${escapeHtml(one?.title ?? '')}</dd><dt>Amount</dt><dd>${money(row.amount)}</dd></dl>`
        : `<h1>Pay ${lines.length} invoices</h1>
<dl>${invoices.map((i) => `<dt>Invoice ${escapeHtml(i.number ?? i.title)}</dt><dd>${money(lines.find((l) => l.itemId === i.id)!.amount)}</dd>`).join('')}<dt>Amount</dt><dd>${money(row.amount)}</dd></dl>`;
    if (row.status !== 'open') {
      return page(c, 409, 'Checkout closed', `${details}<p>This checkout is already ${escapeHtml(row.status)}.</p>`, suiteOrigin);
    }
    // As a provider's page would: the organization's terms, above Pay.
    const terms = await paymentTerms(db, row.organizationId);
    const termsBlock = terms ? `<section aria-label="Terms of service"><h2>Terms of service</h2><p class="terms">${escapeHtml(terms)}</p></section>` : '';
    const forms = `${termsBlock}<div class="actions">
<form method="post" action="${action}/complete">${hidden}<button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action}/cancel">${hidden}<button type="submit">Cancel</button></form></div>`;
    return page(c, 200, SANDBOX_LABEL, details + forms, suiteOrigin);
  });

  app.post('/api/payments/sandbox/:session_id/:outcome{complete|cancel}', async (c) => {
    const form = await readForm(c);
    const token = typeof form.token === 'string' ? form.token : '';
    const row = await sessionFor(c.req.param('session_id'), token);
    if (!row) return notFound(c);
    const outcome = c.req.param('outcome') === 'complete' ? 'complete' : 'cancelled';
    const [owner] = await db.select().from(account).where(eq(account.id, row.accountId)).limit(1);
    if (outcome === 'complete' && owner?.accountHold) {
      const message = await holdMessage(db, { orgId: row.organizationId, account: owner });
      return page(c, 409, 'Payment refused', `<h1>Payment refused</h1><p>${escapeHtml(message)}</p>`, suiteOrigin);
    }
    const settled = await settle(deps, row.id, outcome, 'sandbox');
    const result = settled.status === 'complete' ? 'payment-successful' : settled.status === 'processing' ? 'payment-processing' : 'payment-cancelled';
    // The result page opens the paid invoice; after a checkout of several it shows the list.
    const several = (await linesOf(db, row)).length > 1;
    const query = new URLSearchParams(several ? { token, session_id: row.providerSessionId } : { token, item_id: String(row.itemId), session_id: row.providerSessionId });
    return c.redirect(`${deps.settings.publicUrl}/${RECEIVABLES.prefix}/${result}?${query}`, 303);
  });

  return app;
}
