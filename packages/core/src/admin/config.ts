/**
 * The organization settings screen's calls (spec 7.3): config properties read as their stored
 * text (the screen edits text, not the spec 5 reading), allowed modules, the accounting-system
 * (Business Central) settings and the two logos.
 */
import type { z } from 'zod';
import type {
  ApplicationType,
  BusinessCentralConfiguration,
  BusinessCentralConfigurationWrite,
  ConfigPropertyName,
  ConfigPropertyValue,
  ModulesAllowedResponse,
  OrganizationLogo,
} from '@si/contract';
import { api } from '../http/operation.ts';
import { saveConfigValue } from '../http/configProperty.ts';

/** The stored text of a config property ('' when unset; secrets come back masked). Throws on failure. */
export async function readConfigText(name: ConfigPropertyName, signal?: AbortSignal): Promise<string> {
  const body = await api<'getConfigProperty', z.output<typeof ConfigPropertyValue>>('getConfigProperty', {
    query: { config_property_name: name },
    signal,
  });
  return body?.config_property_value ?? '';
}

/** Writes one config property (OA only); a 400 carries `{config_property_value: [messages]}`. */
export function writeConfigText(name: ConfigPropertyName, value: string): Promise<void> {
  return saveConfigValue(name, value);
}

/** Writes one config property (OA only) and answers the stored text as read back (secrets masked). */
export async function saveConfigText(name: ConfigPropertyName, value: string): Promise<string> {
  const body = await api<'setConfigProperty', z.output<typeof ConfigPropertyValue>>('setConfigProperty', {
    json: { config_property_name: name, config_property_value: value },
  });
  return body?.config_property_value ?? '';
}

/** The application types the organization may use (all of them when never set). */
export async function fetchAllowedModules(signal?: AbortSignal): Promise<ApplicationType[]> {
  const body = await api<'getModulesAllowed', ModulesAllowedResponse>('getModulesAllowed', { signal });
  return body.modules;
}

export function fetchBusinessCentral(signal?: AbortSignal): Promise<BusinessCentralConfiguration> {
  return api('getBusinessCentralConfiguration', { signal });
}

/** Any subset of the fields; `client_secret` left out keeps the stored secret. Answers the new reading. */
export function saveBusinessCentral(patch: BusinessCentralConfigurationWrite): Promise<BusinessCentralConfiguration> {
  return api('setBusinessCentralConfiguration', { json: patch });
}

/** The two logos as `data:` URLs, or null when not set. */
export type { OrganizationLogo };

export function fetchOrganizationLogo(signal?: AbortSignal): Promise<OrganizationLogo> {
  return api('getOrganizationLogo', { signal });
}

/** A variant left out is kept; null removes it. Images go as `data:` URLs in JSON. */
export function saveOrganizationLogo(patch: Partial<OrganizationLogo>): Promise<OrganizationLogo> {
  return api('setOrganizationLogo', { json: patch });
}
