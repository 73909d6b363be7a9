/**
 * The sales pipeline's own settings (an Office Administrator's): the lead form a tenant embeds on
 * its website (whether it takes answers, its public key, which sales custom fields it asks), how
 * new leads get an owner (nobody, or the members of a team in turn), and which category's products
 * are loans. The form is off until the settings are first saved, which makes its key.
 */
import { z } from 'zod';
import { instant, NamedRef, whole } from '../answers.ts';
import { dbId } from '../fields.ts';

export const SalesSettingsWrite = z
  .object({
    lead_form_enabled: z.boolean(),
    /** Sales custom fields (module kind 7) the form asks, in this order. */
    lead_form_field_ids: z.array(dbId('a sales custom field')).max(20, 'At most 20 fields.'),
    /** New leads from the form and imports go to this team's active members in turn; null: nobody. */
    assign_team_id: dbId('a team').nullable(),
    /** Products of this category are loans (their deals are marked as loans); null: none. */
    loan_category_id: dbId('a category').nullable(),
  })
  .strict();
export type SalesSettingsWrite = z.output<typeof SalesSettingsWrite>;

export const SalesSettingsRow = z.object({
  lead_form_enabled: z.boolean(),
  /** The public key in the form's address and the embed's `form-key`; empty until the settings are first saved. */
  lead_form_key: z.string(),
  lead_form_field_ids: z.array(whole),
  assign_team: NamedRef.nullable(),
  loan_category: NamedRef.nullable(),
  /** The custom fields that can be put on the form. */
  available_fields: z.array(NamedRef),
  updated_at: instant.nullable(),
});
export type SalesSettingsRow = z.output<typeof SalesSettingsRow>;
