import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AssignmentKind,
  AuditEntityKind,
  CONFIG_PROPERTY_NAMES,
  ConditionType,
  FileUploadTrigger,
  JwtCreateRequest,
  ModuleKind,
  PHONE_PATTERN,
  PRESET_COLORS,
  ResetPasswordConfirmRequest,
  TransitionAction,
  UserPatch,
} from '../src/index.ts';

describe('enumerations of spec section 3', () => {
  it('keeps the wire codes the spec gives', () => {
    assert.deepEqual(Object.values(ModuleKind), [1, 2, 3, 4, 5, 6, 7]);
    assert.deepEqual(Object.values(AssignmentKind), [1, 2, 3]);
    assert.deepEqual(Object.values(AuditEntityKind), [1, 2, 3, 4, 5]);
    assert.deepEqual(Object.values(ConditionType), [1, 2, 3, 4, 5, 6]);
    assert.deepEqual(Object.values(TransitionAction), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    assert.deepEqual(Object.values(FileUploadTrigger), [1, 11, 12, 13, 14, 15, 16]);
    assert.equal(TransitionAction.ASSIGN_ACCOUNT_LEAD, 9);
    assert.equal(TransitionAction.ASSIGN_USER, 13);
  });

  it('lists the preset colours with success first', () => {
    assert.deepEqual(Object.entries(PRESET_COLORS)[0], ['success', '#0D9394']);
    assert.equal(PRESET_COLORS.error, '#FF3030');
  });

  it('has unique config property names', () => {
    assert.equal(new Set(CONFIG_PROPERTY_NAMES).size, CONFIG_PROPERTY_NAMES.length);
  });
});

describe('request schemas', () => {
  it('reports a missing email with the spec message', () => {
    const result = JwtCreateRequest.safeParse({ password: 'x' });
    assert.equal(result.success, false);
    assert.equal(result.error?.issues[0]?.message, 'Field is required');
  });

  it('reports a malformed email with the spec message', () => {
    const result = JwtCreateRequest.safeParse({ email: 'not-an-email', password: 'x' });
    assert.equal(result.error?.issues[0]?.message, 'Invalid e-mail');
  });

  it('refuses an empty first name in a profile patch', () => {
    const result = UserPatch.safeParse({ first_name: '   ' });
    assert.equal(result.error?.issues[0]?.message, 'Field is required');
  });

  it('refuses fields a profile patch must not change', () => {
    assert.equal(UserPatch.safeParse({ email: 'a@b.co' }).success, false);
  });

  it('requires both new passwords to match', () => {
    const result = ResetPasswordConfirmRequest.safeParse({ uid: '1', token: 't', new_password: 'correct horse', re_new_password: 'battery staple' });
    assert.deepEqual(result.error?.issues[0]?.path, ['re_new_password']);
  });

  it('accepts the phone formats of spec 5 and refuses others', () => {
    for (const ok of ['+123 456 7890', '123-456-789012', '1234567890']) assert.ok(PHONE_PATTERN.test(ok), ok);
    for (const bad of ['12-345-6789', '123 456 789', 'phone']) assert.ok(!PHONE_PATTERN.test(bad), bad);
  });
});

describe('portal activities', () => {
  it('every portal route of the catalogue, and the upload routes, say what the contact did', async () => {
    const { API_ROUTES } = await import('../src/api/index.ts');
    const { portalActivity, PORTAL_UPLOAD_PATH } = await import('../src/index.ts');
    const calls = API_ROUTES.filter((r) => r.auth === 'portal').map((r) => `${r.method.toUpperCase()} ${r.path.replace(/\{\w+\}/g, 'x1')}`);
    calls.push(`POST ${PORTAL_UPLOAD_PATH}`, `PATCH ${PORTAL_UPLOAD_PATH}/0123abcd`, `DELETE ${PORTAL_UPLOAD_PATH}/0123abcd`);
    assert.deepEqual(calls.filter((what) => portalActivity(what) === 'other'), []);
    assert.equal(portalActivity('GET /api/unknown'), 'other');
    assert.equal(portalActivity('DELETE /api/portal_comments/delete_comment'), 'deleted_comment');
  });
});
