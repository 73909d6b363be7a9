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
