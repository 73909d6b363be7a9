import { z } from 'zod';

// 7.3 Organization configuration
export const ConfigPropertyValue = z.object({ config_property_value: z.string().nullable() });
export const OrganizationLogo = z.object({ logo_dark: z.string().nullable(), logo_light: z.string().nullable() });
export type OrganizationLogo = z.infer<typeof OrganizationLogo>;

// 7.4 Portal details (public, by token)
export const PortalBranding = z.object({
  /** The organization's full name (else its name): the portal's heading. */
  name: z.string(),
  /** Whether it has a logo: GET /api/portal/logo?token&theme shows it. */
  logo: z.boolean(),
  /** Its brand colour (#rrggbb), or null: the portal's primary colour (the readable shades are derived from it). */
  brand_color: z.string().nullable(),
  /** The "powered by" credit of this portal's module, else the general one; null when neither is set. */
  powered_by: z.string().nullable(),
  /** Where the credit links to (http or https only); null for no link. */
  powered_by_link: z.string().nullable(),
  /** The payment terms of service the payer sees before paying (the invoice portal); null when none or not this portal. */
  payment_terms: z.string().nullable(),
});
export type PortalBranding = z.infer<typeof PortalBranding>;

export const PortalDetails = z.object({
  customer: z.object({ first_name: z.string(), last_name: z.string() }),
  workspace: z.object({ account_hold: z.boolean() }),
  organization: PortalBranding,
});
export type PortalDetails = z.infer<typeof PortalDetails>;
export const ContractPortalData = z.object({
  first_name: z.string(),
  last_name: z.string(),
  accountHold: z.boolean(),
  accountHoldMessage: z.string(),
  /** The organization's name, logo, brand colour and credit, as the other portals' bar details carry them. */
  organization: PortalBranding,
});
export type ContractPortalData = z.infer<typeof ContractPortalData>;
