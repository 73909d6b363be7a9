/**
 * Payments behind a provider interface: Stripe Checkout when the organization has a
 * `payment_provider_api_key`, else the built-in sandbox. Every outcome (the Stripe webhook,
 * the sandbox's buttons, a returning browser's update call) goes through settle(), so a
 * completed checkout is recorded as a payment (allocated like any other) in one place, once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import { AuditEntityKind, ConfigProperty, type PaymentSession } from '@si/contract';
import { Big, formatAmount, minorUnits, ROUND_HALF_UP } from '@si/contract/money';
import type { Db } from '../../db/client.ts';
import { accountContact, invoice, paymentSession, paymentSessionItem } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { contactActor, onStatusChanged } from '../../shared/workflow/engine/engine.ts';
import { cachedConfig, getConfig, readConfigValue } from '../../platform/config.ts';
import { audit } from '../../platform/audit.ts';
import { today } from '../../shared/dates/days.ts';
import { recordPayment } from './ledger/allocate.ts';

export type SessionRow = typeof paymentSession.$inferSelect;
type SessionStatus = PaymentSession['status'];

interface CheckoutRequest {
  amount: string;
  currency: string;
  description: string;
  customerEmail: string;
  /** Where the browser goes after paying or cancelling; `{SESSION_ID}` is replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
  /** The organization's payment terms of service (the payer saw them before Pay); the provider shows them again at its Pay button. */
  termsOfService?: string;
}

export interface RefundRequest {
  /** The checkout that took the money. */
  providerSessionId: string;
  /** Decimal string in the payment's currency. */
  amount: string;
  currency: string;
  /** Sent to the provider, so a retried request refunds once. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  create(request: CheckoutRequest): Promise<{ providerSessionId: string; checkoutUrl: string }>;
  /** Where the provider says the session stands; undefined when only our row knows (sandbox). */
  status(providerSessionId: string): Promise<SessionStatus | undefined>;
  /** Closes an open checkout so it can no longer be paid; false when it could not be (already paid). */
  close(providerSessionId: string): Promise<boolean>;
  /** Gives money of a completed checkout back to the card: the provider's refund id, or undefined when it holds no charge to refund. */
  refund(request: RefundRequest): Promise<{ providerRefundId: string } | undefined>;
}

/** Stripe takes an amount in the currency's minor units (cents; yen as they are; fils x 1000). */
export const minorAmount = (amount: string, currency: string): number => Number(new Big(amount).times(10 ** minorUnits(currency)).round(0, ROUND_HALF_UP).toFixed(0));

export const ONLINE_PAYMENT_OFF = 'Online payment is not enabled for this account. See the pay instructions.';

/** "payment processing enabled": the organization takes payments online (the portal's pay buttons and checkouts). */
export async function onlinePaymentOn(db: Db, orgId: number): Promise<boolean> {
  return readConfigValue(await cachedConfig(db, orgId, ConfigProperty.PAYMENT_PROCESSING_ENABLED)) === true;
}

/** The organization's payment terms of service, shown to the payer before paying; undefined when it has none. */
export async function paymentTerms(db: Db, orgId: number): Promise<string | undefined> {
  return (await cachedConfig(db, orgId, ConfigProperty.PAYMENT_PROVIDER_TERMS_OF_SERVICE))?.trim() || undefined;
}

/** The most Stripe shows beside its Pay button (`custom_text.submit.message`). */
export const STRIPE_TEXT_MAX = 1200;

/** The terms as Stripe takes them: at most STRIPE_TEXT_MAX characters, cut at a word with an ellipsis. */
export function stripeTermsText(terms: string): string {
  if (terms.length <= STRIPE_TEXT_MAX) return terms;
  const cut = terms.slice(0, STRIPE_TEXT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > STRIPE_TEXT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const SESSION_PLACEHOLDER = '{SESSION_ID}';

/** One invoice a checkout pays, and how much of it (numeric text as stored). */
export interface CheckoutLine {
  itemId: number;
  amount: string;
}

/** The invoices a session pays: its payment_session_item rows (a checkout of several), else its one item and amount. */
export async function linesOf(db: Db, row: SessionRow): Promise<CheckoutLine[]> {
  const rows = await db
    .select({ itemId: paymentSessionItem.itemId, amount: paymentSessionItem.amount })
    .from(paymentSessionItem)
    .where(eq(paymentSessionItem.sessionId, row.id))
    .orderBy(paymentSessionItem.itemId);
  return rows.length ? rows : [{ itemId: row.itemId, amount: row.amount }];
}

/** Whether two checkouts pay the same invoices with the same amounts. */
export function sameLines(a: CheckoutLine[], b: CheckoutLine[]): boolean {
  const byId = new Map(a.map((l) => [l.itemId, l.amount]));
  return a.length === b.length && byId.size === b.length && b.every((l) => byId.has(l.itemId) && new Big(byId.get(l.itemId)!).eq(l.amount));
}

/** The sandbox's checkout page; the token is added per answer (see toPaymentSession), never stored. */
function sandboxProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    async create() {
      const id = `sbx_${randomBytes(18).toString('base64url')}`;
      return { providerSessionId: id, checkoutUrl: `${publicUrl}/api/payments/sandbox/${id}` };
    },
    async status() {
      return undefined;
    },
    async close() {
      // The sandbox page pays only an open session: cancelling our row closes it.
      return true;
    },
    async refund() {
      // No money moved: the refund is recorded on our side only (ar_refund keeps this id).
      return { providerRefundId: `sbx_re_${randomBytes(12).toString('base64url')}` };
    },
  };
}

/** Stripe's checkout session state in our four words. */
function stripeStatus(session: { status: string | null; payment_status: string }): SessionStatus {
  if (session.status === 'expired') return 'cancelled';
  if (session.status === 'complete') return session.payment_status === 'unpaid' ? 'processing' : 'complete';
  return 'open';
}

/** Stripe's client library (a few hundred modules), loaded only where Stripe is used. */
const loadStripe = async () => (await import('stripe')).default;

/** `config` points the client elsewhere (the tests' fake Stripe server). */
export function stripeProvider(apiKey: string, config?: Stripe.StripeConfig): PaymentProvider {
  // The client library is loaded on the first call to Stripe, not with the server.
  let client: Promise<Stripe> | undefined;
  const connect = () => (client ??= loadStripe().then((StripeClient) => new StripeClient(apiKey, config)));
  return {
    name: 'stripe',
    async create(r) {
      const stripe = await connect();
      const cents = minorAmount(r.amount, r.currency);
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: r.customerEmail || undefined,
        line_items: [{ quantity: 1, price_data: { currency: r.currency.toLowerCase(), unit_amount: cents, product_data: { name: r.description } } }],
        success_url: r.successUrl.replace(SESSION_PLACEHOLDER, '{CHECKOUT_SESSION_ID}'),
        cancel_url: r.cancelUrl.replace(SESSION_PLACEHOLDER, '{CHECKOUT_SESSION_ID}'),
        // The terms the payer accepted in the portal, shown again beside Stripe's Pay button.
        ...(r.termsOfService && { custom_text: { submit: { message: stripeTermsText(r.termsOfService) } } }),
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { providerSessionId: session.id, checkoutUrl: session.url };
    },
    async status(id) {
      const stripe = await connect();
      return stripeStatus(await stripe.checkout.sessions.retrieve(id));
    },
    async close(id) {
      const stripe = await connect();
      try {
        await stripe.checkout.sessions.expire(id);
        return true;
      } catch {
        // Stripe refuses to expire a session that is no longer open: closed only if it expired.
        return stripeStatus(await stripe.checkout.sessions.retrieve(id)) === 'cancelled';
      }
    },
    async refund(r) {
      // A checkout's charge is its payment intent; a session never paid has none.
      const stripe = await connect();
      const session = await stripe.checkout.sessions.retrieve(r.providerSessionId);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) return undefined;
      const refund = await stripe.refunds.create({ payment_intent: intent, amount: minorAmount(r.amount, r.currency), reason: 'requested_by_customer' }, { idempotencyKey: r.idempotencyKey });
      return { providerRefundId: refund.id };
    },
  };
}

export async function providerFor(db: Db, orgId: number, publicUrl: string): Promise<PaymentProvider> {
  const key = (await getConfig(db, orgId, ConfigProperty.PAYMENT_PROVIDER_API_KEY))?.trim();
  return key ? stripeProvider(key) : sandboxProvider(publicUrl);
}

/** The provider a checkout was taken by, where its refunds go; undefined when it is Stripe and the organization has no key now. */
export async function providerNamed(db: Db, orgId: number, publicUrl: string, name: string): Promise<PaymentProvider | undefined> {
  if (name === 'sandbox') return sandboxProvider(publicUrl);
  const key = (await getConfig(db, orgId, ConfigProperty.PAYMENT_PROVIDER_API_KEY))?.trim();
  return name === 'stripe' && key ? stripeProvider(key) : undefined;
}

/**
 * Moves a session to its outcome. Only an open or processing session moves, so a replayed
 * webhook or a second click changes nothing; completing records the card payment and allocates
 * it to the session's invoices.
 */
export async function settle(deps: Deps, sessionId: number, outcome: SessionStatus, actor: string): Promise<SessionRow> {
  const paidItems: number[] = [];
  let contactId: number | undefined;
  const settled = await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(paymentSession)
      .set({ status: outcome, updatedAt: new Date() })
      .where(and(eq(paymentSession.id, sessionId), inArray(paymentSession.status, ['open', 'processing'])))
      .returning();
    if (moved && outcome === 'complete') {
      // The money is taken: one card payment allocated to the session's invoices, each up to its
      // balance (what is left, when one was paid meanwhile, is the customer's credit). The
      // payment's unique session key makes a replayed completion record it once.
      const lines = await linesOf(tx as Db, moved);
      const { applied } = await recordPayment(tx as Db, {
        orgId: moved.organizationId,
        accountId: moved.accountId,
        method: 'card',
        receivedOn: today(),
        reference: moved.providerSessionId.slice(0, 200),
        amount: moved.amount,
        currency: moved.currency,
        allocations: lines.map((l) => ({ invoice_id: l.itemId, amount: l.amount })),
        clipToBalance: true,
        paymentSessionId: moved.id,
        via: actor,
      });
      const [link] = await tx.select({ contactId: accountContact.contactId }).from(accountContact).where(eq(accountContact.id, moved.accountContactId)).limit(1);
      contactId = link?.contactId;
      paidItems.push(...applied.filter((a) => a.paid).map((a) => a.invoiceId));
      for (const line of lines) {
        await audit(tx as Db, {
          orgId: moved.organizationId,
          entityKind: AuditEntityKind.ITEM,
          entityId: line.itemId,
          action: 'checkout_completed',
          details: { payment_session_id: moved.id, provider: moved.provider, amount: line.amount, currency: moved.currency, via: actor },
        });
      }
    }
    const [current] = await tx.select().from(paymentSession).where(eq(paymentSession.id, sessionId)).limit(1);
    return current!;
  });
  // Paid is a status change by the contact: each item's workflow may move on from it.
  if (contactId !== undefined && paidItems.length) {
    const actor = await contactActor(deps.db, contactId);
    for (const itemId of paidItems) await onStatusChanged(deps, itemId, actor).catch((err) => deps.log(`[workflow] item ${itemId}: ${(err as Error).message}`));
  }
  return settled;
}

export async function toPaymentSession(db: Db, row: SessionRow, token: string): Promise<PaymentSession> {
  const ids = (await linesOf(db, row)).map((l) => l.itemId);
  const owners = await db.select({ paid: invoice.paid }).from(invoice).where(inArray(invoice.itemId, ids));
  return {
    session_id: row.providerSessionId,
    status: row.status as SessionStatus,
    amount: formatAmount(row.amount, row.currency),
    currency: row.currency,
    // The sandbox page needs the token to send the browser back to the portal's result page.
    checkout_url: row.provider === 'sandbox' ? `${row.checkoutUrl}?${new URLSearchParams({ token })}` : row.checkoutUrl,
    // A checkout of several: every one of its invoices is paid.
    item_paid: owners.length === ids.length && owners.every((o) => o.paid),
  };
}

/** Verifies a Stripe webhook (throws on a bad signature) and names the session and outcome. */
export async function readStripeEvent(payload: string, signature: string, secret: string): Promise<{ providerSessionId: string; outcome: SessionStatus } | undefined> {
  const event = (await loadStripe()).webhooks.constructEvent(payload, signature, secret);
  const session = event.data.object as { id?: string; status?: string | null; payment_status?: string };
  if (!session.id) return undefined;
  switch (event.type) {
    case 'checkout.session.completed':
      return { providerSessionId: session.id, outcome: session.payment_status === 'unpaid' ? 'processing' : 'complete' };
    case 'checkout.session.async_payment_succeeded':
      return { providerSessionId: session.id, outcome: 'complete' };
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { providerSessionId: session.id, outcome: 'cancelled' };
    default:
      return undefined;
  }
}
