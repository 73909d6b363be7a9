/**
 * The sales settings on one small in-memory API, for the settings' stories: Northwind's saved
 * settings (the form on, asking Fleet size then Industry; new leads to the Sales team in turn;
 * Equipment loans as the loans' category), or settings never saved (no key yet: saving makes
 * one), or a failing server. Only an Office Administrator may save (others get the server's 403);
 * a team or category that is not the organization's is refused at its field.
 */
import type { OfficeRole, SalesSettingsRow, SalesSettingsWrite } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';

export type FakeData = 'normal' | 'new' | 'failing';

const TEAMS = [{ id: 5, name: 'Sales team', member_count: 3 }, { id: 6, name: 'Inside sales', member_count: 2 }, { id: 7, name: 'فريق المبيعات', member_count: 4 }];
const CATEGORIES = [{ id: 21, name: 'Equipment loans' }, { id: 22, name: 'Software' }, { id: 23, name: 'Working capital' }];
const FIELDS = [{ id: 12, name: 'Industry' }, { id: 13, name: 'Fleet size' }, { id: 14, name: 'Preferred start date' }, { id: 15, name: 'Budget' }];
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

function seed(data: FakeData): SalesSettingsRow {
  if (data === 'new') return { lead_form_enabled: false, lead_form_key: '', lead_form_field_ids: [], assign_team: null, loan_category: null, available_fields: FIELDS, updated_at: null };
  return {
    lead_form_enabled: true,
    lead_form_key: 'nW4r-Story_Form-Key7',
    lead_form_field_ids: [13, 12],
    assign_team: { id: 5, name: 'Sales team' },
    loan_category: { id: 21, name: 'Equipment loans' },
    available_fields: FIELDS,
    updated_at: '2026-03-05T10:00:00Z',
  };
}

/** Starts the settings' API for `role`; the returned function stops it. */
export function serveSalesSettings(data: FakeData, role: OfficeRole): () => void {
  let settings = seed(data);
  return interceptFetch(async (request, url) => {
    if (url.origin !== location.origin) return undefined;
    const path = url.pathname;
    if (path === '/api/teams') return json(page(TEAMS));
    if (path === '/api/categories') return json(page(CATEGORIES));
    if (path !== '/api/sales/settings') return undefined;
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (data === 'failing') return json({ detail: 'The server is not answering.' }, 503);
    if (request.method === 'GET') return json(settings);
    if (role !== 'OA') return json({ detail: 'You do not have permission to perform this action.' }, 403);
    const body = (await request.json()) as SalesSettingsWrite;
    const errors: Record<string, string[]> = {};
    const team = TEAMS.find((t) => t.id === body.assign_team_id);
    const category = CATEGORIES.find((c) => c.id === body.loan_category_id);
    if (body.assign_team_id !== null && !team) errors.assign_team_id = ['Must be the id of a team of this organization.'];
    if (body.loan_category_id !== null && !category) errors.loan_category_id = ['Must be the id of a category of this organization.'];
    body.lead_form_field_ids.forEach((id, i) => {
      if (!FIELDS.some((f) => f.id === id)) errors[`lead_form_field_ids.${i}`] = ['Must be a sales custom field of this organization.'];
    });
    if (Object.keys(errors).length) return json(errors, 400);
    settings = {
      ...settings,
      lead_form_enabled: body.lead_form_enabled,
      lead_form_key: settings.lead_form_key || 'fresh-Story_Key-0042',
      lead_form_field_ids: body.lead_form_field_ids,
      assign_team: team ? { id: team.id, name: team.name } : null,
      loan_category: category ? { id: category.id, name: category.name } : null,
      updated_at: new Date().toISOString(),
    };
    return json(settings);
  });
}
