/**
 * Spec 7.3: GET and POST /api/organizations/organization_logo. The logo has a dark and a
 * light variant; POST takes either a multipart form with files `logo_dark` and/or
 * `logo_light`, or JSON with data URLs. A variant left out is kept; null or '' removes it.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { eq } from 'drizzle-orm';
import { AuditEntityKind, type OrganizationLogo } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { organizationLogo } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest, type FieldErrors } from '../../platform/http/errors.ts';
import { requireRole, staffAuth, staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { readForm, readJson } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { checkLogoBytes, decodeDataUrl } from './logo-image.ts';

export const LOGO_PATH = '/api/organizations/organization_logo';
/** Two 1 MB images, base64-encoded in JSON (4/3 larger) or in a multipart form, with room for the wrapping. */
export const LOGO_BODY_LIMIT = 3 * 1024 * 1024;

const VARIANTS = ['logo_dark', 'logo_light'] as const;
type Variant = (typeof VARIANTS)[number];
/** A variant's new value: a data URL, or null to remove it. */
type Changes = Partial<Record<Variant, string | null>>;

async function readLogo(db: Db, orgId: number): Promise<OrganizationLogo> {
  const [row] = await db.select().from(organizationLogo).where(eq(organizationLogo.organizationId, orgId)).limit(1);
  return { logo_dark: row?.logoDark ?? null, logo_light: row?.logoLight ?? null };
}

async function fromMultipart(c: Context): Promise<Changes> {
  const form = await readForm(c);
  const errors: FieldErrors = {};
  const changes: Changes = {};
  for (const [key, value] of Object.entries(form)) {
    if (!(VARIANTS as readonly string[]).includes(key)) {
      errors[key] = ['Unknown field.'];
      continue;
    }
    const variant = key as Variant;
    if (Array.isArray(value)) {
      errors[variant] = ['Send one image per variant.'];
    } else if (typeof value === 'string') {
      if (value === '') changes[variant] = null;
      else errors[variant] = ['Send the image as a file.'];
    } else {
      const checked = checkLogoBytes(new Uint8Array(await value.arrayBuffer()));
      if (checked.ok) changes[variant] = checked.dataUrl;
      else errors[variant] = [checked.message];
    }
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return changes;
}

async function fromJson(c: Context): Promise<Changes> {
  const payload = await readJson(c);
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw badRequest({ non_field_errors: ['Expected a JSON object.'] });
  const errors: FieldErrors = {};
  const changes: Changes = {};
  for (const [key, value] of Object.entries(payload)) {
    if (!(VARIANTS as readonly string[]).includes(key)) {
      errors[key] = ['Unknown field.'];
      continue;
    }
    const variant = key as Variant;
    if (value === null || value === '') {
      changes[variant] = null;
      continue;
    }
    if (typeof value !== 'string') {
      errors[variant] = ['Must be a string'];
      continue;
    }
    const decoded = decodeDataUrl(value);
    const checked = 'bytes' in decoded ? checkLogoBytes(decoded.bytes) : { ok: false as const, message: decoded.message };
    if (checked.ok) changes[variant] = checked.dataUrl;
    else errors[variant] = [checked.message];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return changes;
}

export function logoRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  app.use(LOGO_PATH, staffAuth(deps));

  app.get(LOGO_PATH, async (c) => c.json(await readLogo(db, staffOf(c).orgId)));

  app.post(
    LOGO_PATH,
    bodyLimit({ maxSize: LOGO_BODY_LIMIT, onError: (c) => c.json({ detail: 'Request body is larger than 3 MB (two images of 1 MB at most).' }, 413) }),
    async (c) => {
      const { orgId, user } = requireRole(c, ['OA']);
      const multipart = /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '');
      const changes = multipart ? await fromMultipart(c) : await fromJson(c);
      if (!Object.keys(changes).length) throw badRequest({ non_field_errors: ['Send logo_dark, logo_light or both.'] });
      const values = {
        ...('logo_dark' in changes && { logoDark: changes.logo_dark }),
        ...('logo_light' in changes && { logoLight: changes.logo_light }),
        updatedByUserId: user.id,
        updatedAt: new Date(),
      };
      await db.transaction(async (tx) => {
        await tx.insert(organizationLogo).values({ organizationId: orgId, ...values }).onConflictDoUpdate({ target: organizationLogo.organizationId, set: values });
        await audit(tx as Db, {
          orgId,
          entityKind: AuditEntityKind.USER,
          entityId: user.id,
          action: 'organization_logo_updated',
          actorUserId: user.id,
          // The images themselves are in the logo row; the trail records what changed and how big it is.
          details: Object.fromEntries(
            Object.entries(changes).map(([k, v]) => [k, v === null ? 'removed' : { type: /^data:([^;]+)/.exec(v!)![1], base64_length: v!.length }]),
          ),
        });
      });
      return c.json(await readLogo(db, orgId));
    },
  );

  return app;
}
