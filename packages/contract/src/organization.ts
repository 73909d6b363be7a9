import { z } from 'zod';

// 7.3 Organization configuration
export const ConfigPropertyValue = z.object({ config_property_value: z.string().nullable() });
export const OrganizationLogo = z.object({ logo_dark: z.string().nullable(), logo_light: z.string().nullable() });
export type OrganizationLogo = z.infer<typeof OrganizationLogo>;

// 7.4 Portal details (public, by token)
export const PortalDetails = z.object({
  customer: z.object({ first_name: z.string(), last_name: z.string() }),
  workspace: z.object({ account_hold: z.boolean() }),
});
export type PortalDetails = z.infer<typeof PortalDetails>;
export const ContractPortalData = z.object({
  first_name: z.string(),
  last_name: z.string(),
  accountHold: z.boolean(),
  accountHoldMessage: z.string(),
});
export type ContractPortalData = z.infer<typeof ContractPortalData>;
