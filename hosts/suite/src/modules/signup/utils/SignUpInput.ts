/** The free sign-up form (the spec leaves its body open; packages/contract SignUpRequest fixes it). */
export type SignUpInput = {
  token: string;
  email: string;
  organization_name: string;
  first_name: string;
  last_name: string;
  password: string;
};
