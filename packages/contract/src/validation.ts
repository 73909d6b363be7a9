/** The field rules and exact messages of spec section 5, shared by server and browser. */
export const FieldMessage = {
  REQUIRED: 'Field is required',
  MAX_20: 'Max 20 characters',
  EMAIL: 'Invalid e-mail',
  PHONE: 'Invalid phone number',
} as const;

/** Optional plus, three digits, three digits, then four to six digits, with optional separators. */
export const PHONE_PATTERN = /^\+?\d{3}[\s.-]?\d{3}[\s.-]?\d{4,6}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The error codes the API sends beside a 401's `detail` (`{detail, code}`). Screens show words
 * for each (core's API_ERROR_CODES, typed by this list), never the code.
 */
export const API_ERROR_CODE_NAMES = ['no_active_account', 'user_inactive', 'token_not_valid', 'bad_authorization_header'] as const;
export type ApiErrorCode = (typeof API_ERROR_CODE_NAMES)[number];
