/**
 * What portal screens read (spec 7.4): the portal context, the bar's details, the contract
 * portal's data, the latest statement, pay instructions; and the contact's small writes:
 * confirming their e-mail and (lender) a loan request.
 */
import { Hono } from 'hono';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { AuditEntityKind, ConfigProperty, CreateLoanRequest, ItemKind, ModuleKind, type PortalModule } from '@si/contract';
import type { Deps } from '../../lib/deps.ts';
import { accountContact, file, item, payInstruction } from '../../db/schema.ts';
import { ApiError, detailError } from '../../lib/errors.ts';
import { body } from '../../lib/validate.ts';
import { audit } from '../../services/audit.ts';
import { getConfig } from '../../services/config.ts';
import { assertNotOnHold, holdMessage, MODULE_OF_KIND, portalOf } from '../../services/portal/access.ts';
import { filesWithUploader, portalItems } from '../../services/portal/serialize.ts';

const POWERED_BY: Partial<Record<PortalModule, string>> = {
  bank: ConfigProperty.POWERED_BY_TEXT_BANK,
  filestride: ConfigProperty.POWERED_BY_TEXT_FILE,
  secureinvoice: ConfigProperty.POWERED_BY_TEXT_SECURE_INVOICE,
  spm: ConfigProperty.POWERED_BY_TEXT_SALES_CRM,
};

export function portalContextRoutes(deps: Deps) {
  const app = new Hono();
  const { db } = deps;

  app.get('/api/filedrop', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const module = MODULE_OF_KIND[p.account.moduleKind] ?? 'filestride';
    const ownPoweredBy = POWERED_BY[module] ? await getConfig(db, p.orgId, POWERED_BY[module]!) : undefined;
    const poweredBy = ownPoweredBy?.trim() || (await getConfig(db, p.orgId, ConfigProperty.POWERED_BY_TEXT))?.trim() || null;
    const name = (await getConfig(db, p.orgId, ConfigProperty.TENANT_FULL_NAME))?.trim() || p.organizationName;
    return c.json({
      module,
      organization: { name, powered_by: poweredBy },
      customer: { first_name: p.contact.firstName || p.contact.companyName, last_name: p.contact.lastName, email: p.contact.email },
      workspace: {
        id: p.account.id,
        name: p.account.name,
        account_hold: p.account.accountHold,
        account_hold_message: p.account.accountHold ? await holdMessage(db, p) : '',
      },
      items: await portalItems(db, p.account.id),
    });
  });

  app.get('/api/portal/details', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    return c.json({
      customer: { first_name: p.contact.firstName || p.contact.companyName, last_name: p.contact.lastName },
      workspace: { account_hold: p.account.accountHold },
    });
  });

  app.get('/api/clm/portal_data', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    return c.json({
      first_name: p.contact.firstName || p.contact.companyName,
      last_name: p.contact.lastName,
      accountHold: p.account.accountHold,
      accountHoldMessage: p.account.accountHold ? await holdMessage(db, p) : '',
    });
  });

  app.get('/api/fetch_latest_statement_files', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const [latest] = await db
      .select()
      .from(item)
      .where(and(eq(item.accountId, p.account.id), eq(item.kind, ItemKind.STATEMENT)))
      .orderBy(desc(item.issueDate), desc(item.id))
      .limit(1);
    if (!latest) return c.json({ statement: null, files: [] });
    const snapshot = latest.details as { aging?: Record<string, string>; invoices?: unknown[] };
    const files = await filesWithUploader(db, eq(file.itemId, latest.id));
    return c.json({
      statement: {
        id: latest.id,
        statement_date: latest.issueDate ?? latest.createdAt.toISOString().slice(0, 10),
        currency: latest.currency ?? 'USD',
        total_due: Number(latest.total ?? 0).toFixed(2),
        aging: { current: '0.00', days_1_30: '0.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '0.00', ...snapshot.aging },
        invoices: snapshot.invoices ?? [],
      },
      files: files.map((f) => f.file),
    });
  });

  app.get('/api/portal/pay_instructions', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const rows = await db
      .select()
      .from(payInstruction)
      .where(and(eq(payInstruction.organizationId, p.orgId), or(isNull(payInstruction.accountId), eq(payInstruction.accountId, p.account.id))))
      .orderBy(payInstruction.id);
    return c.json({
      instructions: rows.map((r) => ({
        id: r.id,
        bank_name: r.bankName,
        account_name: r.accountName,
        account_number: r.accountNumber,
        routing_number: r.routingNumber,
        iban: r.iban,
        swift: r.swift,
        reference: r.reference.replaceAll('{account}', p.account.name),
        notes: r.notes,
      })),
    });
  });

  app.get('/api/customer-confirm-email', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const email = (c.req.query('email') ?? '').trim().toLowerCase();
    if (!email) throw new ApiError(400, { email: ['Field is required'] });
    if (email !== p.contact.email.toLowerCase()) throw new ApiError(400, { email: ['This e-mail address does not match the one this link was sent to.'] });
    if (!p.link.emailConfirmedAt) {
      await db.update(accountContact).set({ emailConfirmedAt: new Date() }).where(eq(accountContact.id, p.link.id));
      await audit(db, { orgId: p.orgId, entityKind: AuditEntityKind.CONTACT, entityId: p.contact.id, action: 'email_confirmed', details: { account_id: p.account.id } });
    }
    return c.json({ email: p.contact.email, confirmed: true });
  });

  app.post('/api/customer/portal/create_loan_request', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    if (p.account.moduleKind !== ModuleKind.BANK) throw detailError(400, 'Loan requests are made from a lender portal.');
    await assertNotOnHold(db, p);
    const request = await body(c, CreateLoanRequest);
    const amount = Number(request.amount).toFixed(2);
    const [row] = await db
      .insert(item)
      .values({
        organizationId: p.orgId,
        accountId: p.account.id,
        kind: ItemKind.REQUEST_ITEM,
        subtype: 'loan_request',
        status: 'submitted',
        title: `Loan request: ${amount}`,
        description: request.purpose,
        total: amount,
        details: { amount, purpose: request.purpose, term_months: request.term_months },
        createdByContactId: p.contact.id,
      })
      .returning();
    await audit(db, { orgId: p.orgId, entityKind: AuditEntityKind.ITEM, entityId: row!.id, action: 'loan_requested', details: { contact_id: p.contact.id, amount } });
    const [created] = await portalItems(db, p.account.id, [row!.id]);
    return c.json(created, 201);
  });

  return app;
}
