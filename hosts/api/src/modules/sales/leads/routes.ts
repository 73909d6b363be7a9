/**
 * The leads' calls: the staff list, capture, read, change, qualify, disqualify, reopen, assign,
 * duplicates, convert and the CSV import (behind the module's access: read, write); the sales
 * settings (settings.ts); and the public lead form: its definition and answers under
 * /api/public/lead-form/{key} (cross-origin, as every /api call but the token portals' is) and the
 * plain page at /lead-form/{key}. A handler only guards, parses, calls and answers: the rules are
 * in actions.ts, convert.ts, duplicates.ts, import.ts and form.ts. Another organization's lead is
 * a 404, checked before the body is read.
 */
import { Hono, type Context } from 'hono';
import { count } from 'drizzle-orm';
import { LeadAssign, LeadConvert, LeadDisqualify, LeadFormParams, LeadListQuery, LeadPatch, LeadWrite, SalesMessage } from '@si/contract';
import type { Deps } from '../../../platform/http/deps.ts';
import { clientAddress } from '../../../platform/http/auth.ts';
import { badRequest, detailError } from '../../../platform/http/errors.ts';
import { ordering, pageOf } from '../../../platform/http/paging.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId, query, readForm, readJson, type Form } from '../../../platform/http/validate.ts';
import type { SalesStaff } from '../deals/actions.ts';
import { salesAccess } from '../module.ts';
import { salesLead } from '../schema.ts';
import { salesSettingsRoutes } from '../settings.ts';
import { assertLead, assignLead, createLead, disqualifyLead, qualifyLead, reopenLead, updateLead } from './actions.ts';
import { convertLead } from './convert.ts';
import { leadDuplicates } from './duplicates.ts';
import { closedPage, formPage, thanksPage, tooManyPage, type PageAnswers } from './form-page.ts';
import { findOpenForm, formDefinition, receiveLeadForm, type OpenForm } from './form.ts';
import { importLeads, leadImportLimit, LeadImportMessage, LEAD_IMPORT_PATH } from './import.ts';
import { DEFAULT_LEAD_ORDERING, findLead, LEAD_ORDERINGS, leadAnswer, leadFilters, selectLeads, toLeadRow } from './rows.ts';
import { issueStamp, stampLive } from './stamp.ts';

const acting = (c: Context): SalesStaff => {
  const staff = staffOf(c);
  return { orgId: staff.orgId, userId: staff.user.id };
};

const isMultipart = (c: Context) => /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '');
/** A plain HTML form post (urlencoded or multipart) rather than JSON. */
const isFormPost = (c: Context) => isMultipart(c) || /^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '');
/** A browser sending the page's form wants a page back; a script posting form data gets JSON. */
const wantsPage = (c: Context) => isFormPost(c) && /\btext\/html\b/i.test(c.req.header('accept') ?? '');

const CUSTOM_FIELD = /^field_([1-9][0-9]{0,9})$/;
const FORM_TEXTS = ['name', 'company', 'email', 'phone', 'message', 'website', 'stamp'] as const;

/** A form post as the page's answers (texts only) and as the JSON shape the form takes. */
function postedAnswers(form: Form): { answers: PageAnswers; input: Record<string, unknown> } {
  const answers: PageAnswers = {};
  for (const [key, value] of Object.entries(form)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && ((FORM_TEXTS as readonly string[]).includes(key) || CUSTOM_FIELD.test(key))) answers[key] = first;
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(answers)) {
    const id = CUSTOM_FIELD.exec(key)?.[1];
    if (id) fields[id] = value;
  }
  const input: Record<string, unknown> = { fields };
  for (const key of FORM_TEXTS) if (answers[key] !== undefined) input[key] = answers[key];
  return { answers, input };
}

export function leadRoutes(deps: Deps) {
  const { db, settings } = deps;
  const app = new Hono<StaffEnv>();
  const access = salesAccess(deps);
  const one = '/api/sales/leads/:id{[0-9]+}';

  app.route('/', salesSettingsRoutes(deps));

  // A page is two statements whatever its length: the count and the rows with their owners' names.
  app.get('/api/sales/leads', access.read, async (c) => {
    const by = acting(c);
    const q = query(c, LeadListQuery);
    const order = ordering(q.ordering, LEAD_ORDERINGS, DEFAULT_LEAD_ORDERING, salesLead.id);
    const where = leadFilters(by.orgId, by.userId, q);
    const [total] = await db.select({ n: count() }).from(salesLead).where(where);
    const rows = await selectLeads(db)
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, Number(total?.n ?? 0), rows.map(toLeadRow)));
  });

  app.post('/api/sales/leads', access.write, async (c) => c.json(await createLead(db, acting(c), await body(c, LeadWrite)), 201));

  app.post(LEAD_IMPORT_PATH, access.write, leadImportLimit, async (c) => {
    const by = acting(c);
    if (!isMultipart(c)) throw detailError(415, 'Send the CSV file as multipart/form-data, in `file`.');
    const form = await readForm(c);
    const file = Array.isArray(form.file) ? form.file[0] : form.file;
    if (!(file instanceof File)) throw badRequest({ file: [LeadImportMessage.NO_FILE] });
    const outcome = await importLeads(db, by, await file.text(), file.name);
    return 'refused' in outcome ? c.json(outcome.refused, 400) : c.json(outcome, 201);
  });

  app.get(one, access.read, async (c) => c.json(await leadAnswer(db, acting(c).orgId, pathId(c))));

  app.patch(one, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await assertLead(db, by.orgId, id);
    return c.json(await updateLead(db, by, id, await body(c, LeadPatch)));
  });

  app.post(`${one}/qualify`, access.write, async (c) => c.json(await qualifyLead(db, acting(c), pathId(c))));

  app.post(`${one}/disqualify`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await assertLead(db, by.orgId, id);
    const input = await body(c, LeadDisqualify);
    return c.json(await disqualifyLead(db, by, id, input.reason));
  });

  app.post(`${one}/reopen`, access.write, async (c) => c.json(await reopenLead(db, acting(c), pathId(c))));

  app.post(`${one}/assign`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await assertLead(db, by.orgId, id);
    return c.json(await assignLead(db, by, id, await body(c, LeadAssign)));
  });

  app.get(`${one}/duplicates`, access.read, async (c) => {
    const { orgId } = acting(c);
    return c.json(await leadDuplicates(db, orgId, await findLead(db, orgId, pathId(c))));
  });

  app.post(`${one}/convert`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await assertLead(db, by.orgId, id);
    return c.json(await convertLead(db, by, id, await body(c, LeadConvert)));
  });

  // ---- The public lead form ----------------------------------------------------------------

  /** The open form the path's key names; undefined for a key that is not one, unknown or off. */
  const openForm = async (c: Context): Promise<OpenForm | undefined> => {
    const params = LeadFormParams.safeParse({ key: c.req.param('key') });
    return params.success ? findOpenForm(db, params.data.key) : undefined;
  };

  app.get('/api/public/lead-form/:key', async (c) => {
    const form = await openForm(c);
    if (!form) throw detailError(404, SalesMessage.FORM_CLOSED);
    return c.json(formDefinition(settings, form));
  });

  app.post('/api/public/lead-form/:key', async (c) => {
    const page = wantsPage(c);
    const form = await openForm(c);
    if (!form) {
      if (page) return closedPage(c);
      throw detailError(404, SalesMessage.FORM_CLOSED);
    }
    let answers: PageAnswers = {};
    let input: Record<string, unknown>;
    if (isFormPost(c)) ({ answers, input } = postedAnswers(await readForm(c)));
    else {
      const json = await readJson(c);
      if (json === null || typeof json !== 'object' || Array.isArray(json)) throw badRequest({ non_field_errors: ['Expected a JSON object.'] });
      input = json as Record<string, unknown>;
    }
    const outcome = await receiveLeadForm(db, settings, form, input, clientAddress(c, settings.trustProxyHops));
    if (outcome.accepted) return page ? thanksPage(c, form) : c.json({ message: SalesMessage.FORM_THANKS }, 201);
    if (outcome.status === 429) {
      if (page) return tooManyPage(c, outcome.retryAfter);
      throw detailError(429, outcome.detail, { 'Retry-After': String(outcome.retryAfter) });
    }
    if (!page) throw badRequest(outcome.errors);
    // The visitor's stamp is kept while it can still become valid, so sending again in a moment works.
    const stamp = answers.stamp && stampLive(settings, form.key, answers.stamp) ? answers.stamp : issueStamp(settings, form.key);
    return formPage(c, form, stamp, answers, outcome.errors, 400);
  });

  app.get('/lead-form/:key', async (c) => {
    const form = await openForm(c);
    return form ? formPage(c, form, issueStamp(settings, form.key)) : closedPage(c);
  });

  return app;
}
