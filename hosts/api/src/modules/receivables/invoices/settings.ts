/**
 * The receivables settings: payment terms, default currency, partial payments, the late fee and
 * the numbering series. Every staff role reads; only OA writes, and a series only moves forward
 * so a number already issued is never issued again.
 */
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { AuditEntityKind, ReceivablesSettingsWrite } from '@si/contract';
import { Big } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { numberingSeries, receivablesSettings } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, type FieldErrors } from '../../../platform/http/errors.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body } from '../../../platform/http/validate.ts';
import { ensureSeries, readSeries, readSettings, settingsRow, type SeriesType } from './numbering.ts';
import { receivablesAccess } from '../module.ts';

const SERIES_BACKWARDS = 'The next number can only move forward: numbers already issued cannot be issued again.';

export function settingsRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = receivablesAccess(deps);

  app.get('/api/receivables/settings', access.read, async (c) => {
    const staff = staffOf(c);
    return c.json(await settingsRow(db, staff.orgId));
  });

  app.put('/api/receivables/settings', access.admin, async (c) => {
    const staff = staffOf(c);
    const input = await body(c, ReceivablesSettingsWrite);
    const orgId = staff.orgId;
    await db.transaction(async (txRaw) => {
      const tx = txRaw as Db;
      const errors: FieldErrors = {};
      const series: [SeriesType, 'invoice_series' | 'credit_note_series'][] = [
        ['invoice', 'invoice_series'],
        ['credit_note', 'credit_note_series'],
      ];
      for (const [type, key] of series) {
        const wanted = input[key];
        if (!wanted || !Object.keys(wanted).length) continue;
        await ensureSeries(tx, orgId, type);
        // Locked: a finalization taking a number meanwhile waits, so "forward" holds.
        await tx
          .select({ id: numberingSeries.id })
          .from(numberingSeries)
          .where(and(eq(numberingSeries.organizationId, orgId), eq(numberingSeries.docType, type)))
          .for('update');
        const current = await readSeries(tx, orgId, type);
        if (wanted.next_number !== undefined && wanted.next_number < current.next_number) {
          errors[`${key}.next_number`] = [`${SERIES_BACKWARDS} The next number is ${current.next_number} or more.`];
          continue;
        }
        await tx
          .update(numberingSeries)
          .set({ prefix: wanted.prefix ?? current.prefix, padding: wanted.padding ?? current.padding, nextNumber: wanted.next_number ?? current.next_number })
          .where(and(eq(numberingSeries.organizationId, orgId), eq(numberingSeries.docType, type)));
      }
      if (Object.keys(errors).length) throw badRequest(errors);
      const now = new Date();
      const s = await readSettings(tx, orgId);
      const values = {
        paymentTermsDays: input.payment_terms_days ?? s.paymentTermsDays,
        defaultCurrency: input.default_currency ?? s.defaultCurrency,
        allowPartialPayment: input.allow_partial_payment ?? s.allowPartialPayment,
        lateFeeKind: input.late_fee_kind ?? s.lateFeeKind,
        lateFeeAmount: input.late_fee_amount ?? s.lateFeeAmount,
        lateFeeAfterDays: input.late_fee_after_days ?? s.lateFeeAfterDays,
        updatedAt: now,
      };
      if (values.lateFeeKind === 'percent' && new Big(values.lateFeeAmount).gt(100)) throw badRequest({ late_fee_amount: ['A percent late fee is at most 100.'] });
      await tx
        .insert(receivablesSettings)
        .values({ organizationId: orgId, ...values })
        .onConflictDoUpdate({ target: receivablesSettings.organizationId, set: values });
      // The organization is not an audit entity kind: the change is filed under the user who made it.
      await audit(tx, { orgId, entityKind: AuditEntityKind.USER, entityId: staff.user.id, action: 'receivables_settings_changed', actorUserId: staff.user.id, details: { changes: input } });
    });
    return c.json(await settingsRow(db, orgId));
  });

  return app;
}
