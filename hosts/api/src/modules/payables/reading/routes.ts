/**
 * Reading a bill's document: staff (a write role, as they enter bills) and the vendor's portal
 * send the file and poll the reading. The file is checked before anything reads it: present, at
 * most 10 MB, a PDF, PNG or JPEG by its bytes, and an image's pixel count from its header. A
 * reading is found only by the organization (staff) or the account (portal token) that started it.
 */
import { Hono, type Context } from 'hono';
import { BillReadingMessage } from '@si/contract';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError, notFound } from '../../../platform/http/errors.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { pathId, readForm, readJson, type Form } from '../../../platform/http/validate.ts';
import { assertNotThrottled, recordFailure, type Limit } from '../../../platform/throttle.ts';
import { portalOf, tokenIn, type PortalAccess } from '../../../shared/portal/access.ts';
import { VENDOR_KINDS } from '../bills/actions.ts';
import { billDocument, billUploadLimit } from '../bills/upload.ts';
import { payablesAccess } from '../module.ts';
import { imageWithinLimits } from './document.ts';
import type { DateOrder } from './parse.ts';
import { findReading, startReading } from './store.ts';

const isMultipart = (c: Context) => /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '');
const ID = ':id{[0-9]+}';

/** Readings a vendor's link may start: 60 an hour. */
const portalReadingLimit = (p: PortalAccess): Limit => ({ key: `portal:bill_readings:link:${p.link.id}`, max: 60, windowSeconds: 3600 });

function vendorOnly(p: PortalAccess): PortalAccess {
  if (!VENDOR_KINDS.includes(p.account.moduleKind)) throw notFound();
  return p;
}

/** The form's file, checked (type and size by billDocument; an image's pixels from its header), and the date order. */
async function documentOf(form: Form) {
  const doc = await billDocument(form, 'bill.pdf');
  if (doc.contentType !== 'application/pdf' && !imageWithinLimits(doc.bytes)) throw badRequest({ file: [BillReadingMessage.TOO_MANY_PIXELS] });
  const raw = form.date_order;
  if (raw !== undefined && raw !== '' && raw !== 'dmy' && raw !== 'mdy') throw badRequest({ date_order: ['Use dmy or mdy.'] });
  const order: DateOrder = raw === 'mdy' ? 'mdy' : 'dmy';
  return { doc, order };
}

export function billReadingRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = payablesAccess(deps);

  app.post('/api/bill_readings', access.write, billUploadLimit, async (c) => {
    const { orgId } = staffOf(c);
    if (!isMultipart(c)) throw detailError(415, 'Send the file as multipart/form-data.');
    const { doc, order } = await documentOf(await readForm(c));
    return c.json(startReading(`org:${orgId}`, doc.bytes, doc.contentType, order), 201);
  });

  app.get(`/api/bill_readings/${ID}`, access.read, (c) => c.json(findReading(`org:${staffOf(c).orgId}`, pathId(c))));

  app.post('/api/portal/bill_readings', billUploadLimit, async (c) => {
    // The token first, wherever it came, so an unknown one is a 404 whatever was sent.
    const multipart = isMultipart(c);
    const raw = multipart ? await readForm(c) : await readJson(c);
    const p = vendorOnly(await portalOf(c, deps, tokenIn(raw)));
    if (!multipart) throw detailError(415, 'Send the file as multipart/form-data.');
    const { doc, order } = await documentOf(raw as Form);
    await assertNotThrottled(db, [portalReadingLimit(p)]);
    await recordFailure(db, [portalReadingLimit(p)]);
    return c.json(startReading(`account:${p.account.id}`, doc.bytes, doc.contentType, order), 201);
  });

  app.get(`/api/portal/bill_readings/${ID}`, async (c) => {
    const p = vendorOnly(await portalOf(c, deps, c.req.query('token')));
    return c.json(findReading(`account:${p.account.id}`, pathId(c)));
  });

  return app;
}
