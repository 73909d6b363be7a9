import { z } from 'zod';
import { MFA_CHALLENGE_METHODS, OFFICE_ROLES } from './enums.ts';
import { EMAIL_PATTERN, FieldMessage, PHONE_PATTERN } from './validation.ts';
import { opaqueText, requiredSingleLine, singleLine } from './fields.ts';

const requiredString = requiredSingleLine();
export const emailField = requiredSingleLine(254).regex(EMAIL_PATTERN, FieldMessage.EMAIL);
const passwordField = opaqueText(128).min(1, FieldMessage.REQUIRED);
const newPasswordField = passwordField.min(8, 'This password is too short. It must contain at least 8 characters.');

// 7.1 Session and authentication
export const JwtCreateRequest = z.object({ email: emailField, password: passwordField });
export type JwtCreateRequest = z.infer<typeof JwtCreateRequest>;

/** 'challenge' when the user has MFA; 'setup' when the organization requires MFA and the user has none. */
export const MfaMarker = z.enum(['challenge', 'setup']);
export type MfaMarker = z.infer<typeof MfaMarker>;

export const MfaChallengeMethodSchema = z.enum(MFA_CHALLENGE_METHODS);

export const JwtCreateResponse = z.object({
  token: z.string().optional(),
  mfa: MfaMarker.optional(),
  /** With an mfa marker: the user whose MFA calls follow (`/api/users/mfa/{id}/...`). */
  user_id: z.number().int().optional(),
  /** With the 'challenge' marker: how the code is delivered. */
  challenge_method: MfaChallengeMethodSchema.optional(),
  access: z.string().optional(),
  refresh: z.string().optional(),
});
export type JwtCreateResponse = z.infer<typeof JwtCreateResponse>;

export const JwtRefreshRequest = z.object({ refresh: requiredString });
/** Sign-out: the session of this refresh token ends on the server. */
export const JwtLogoutRequest = z.object({ refresh: requiredString });

export const ResetPasswordRequest = z.object({ email: emailField });
export const ResetPasswordConfirmRequest = z
  .object({ uid: requiredString, token: requiredString, new_password: newPasswordField, re_new_password: passwordField })
  .refine((v) => v.new_password === v.re_new_password, { path: ['re_new_password'], message: "The two password fields didn't match." });
export const SetPasswordRequest = z.object({ token: requiredString, password: newPasswordField });

export const MfaConfirmRequest = z.object({ qrCode: requiredString.regex(/^\d{6}$/, 'Enter the 6-digit code.') });
export const MfaTokensResponse = z.object({ access_token: z.string(), refresh_token: z.string() });
export type MfaTokensResponse = z.infer<typeof MfaTokensResponse>;
export const MfaChallengeResponse = z.object({
  challengeMethod: MfaChallengeMethodSchema,
  email_sent: z.boolean(),
  /** With a code sent: seconds before another may be asked for, and how long this one works. */
  resend_after: z.number().int().optional(),
  expires_in: z.number().int().optional(),
});
export type MfaChallengeResponse = z.infer<typeof MfaChallengeResponse>;

// 7.2 Users and MFA
export const Office = z.object({ id: z.number().int(), identifier: z.string(), name: z.string() });
export type Office = z.infer<typeof Office>;
const OfficeRoleSchema = z.enum(OFFICE_ROLES);
export const UserOffice = z.object({ office: Office, role: OfficeRoleSchema });
export type UserOffice = z.infer<typeof UserOffice>;

export const User = z.object({
  id: z.number().int(),
  identifier: z.string(),
  is_active: z.boolean(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  home_office_id: z.number().int(),
  phone: z.string(),
  offices: z.array(UserOffice),
  mfa_active: z.boolean(),
});
export type User = z.infer<typeof User>;

export const UserPatch = z
  .object({
    first_name: requiredSingleLine(150),
    last_name: requiredSingleLine(150),
    phone: z.union([z.literal(''), singleLine(32).regex(PHONE_PATTERN, FieldMessage.PHONE)]),
    is_active: z.boolean(),
  })
  .partial()
  .strict();
export type UserPatch = z.infer<typeof UserPatch>;

export const UserMfaResponse = z.object({ active: z.boolean(), challengeMethod: MfaChallengeMethodSchema.nullable() });
export type UserMfaResponse = z.infer<typeof UserMfaResponse>;
export const EnableMfaRequest = z.object({ challengeMethod: MfaChallengeMethodSchema.default('VIRTUAL') });
export const EnableMfaResponse = z.object({ base64QRCode: z.string(), secret: z.string() });
export type EnableMfaResponse = z.infer<typeof EnableMfaResponse>;
export const ConfirmMfaSetupRequest = z.object({
  qrCode1: requiredString.regex(/^\d{6}$/, 'Enter the 6-digit code.'),
  qrCode2: requiredString.regex(/^\d{6}$/, 'Enter the 6-digit code.'),
  challengeMethod: MfaChallengeMethodSchema.default('VIRTUAL'),
});

// Free sign-up
export const VerifyBusinessEmailRequest = z.object({ email: emailField });
export const TrialConfirmEmailQuery = z.object({ token: requiredString, email: emailField });
export const SignUpRequest = z.object({
  token: requiredString,
  email: emailField,
  password: newPasswordField,
  first_name: requiredSingleLine(150),
  last_name: requiredSingleLine(150),
  organization_name: requiredSingleLine(200),
});
export const SignUpResponse = z.object({ access: z.string(), refresh: z.string(), user_id: z.number().int(), organization_id: z.number().int() });
export type SignUpResponse = z.infer<typeof SignUpResponse>;
