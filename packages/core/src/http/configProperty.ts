/**
 * Organization config properties (spec 7.3). Reads never throw (spec 8): a failed
 * read gives false, the same as an unset flag, and is logged.
 */
import type { z } from 'zod';
import type { ConfigPropertyName, ConfigPropertyValue } from '@si/contract';
import { readConfigValue } from '../validation/config.ts';
import { apiRequest } from './api.ts';

export async function fetchConfigValue(name: ConfigPropertyName): Promise<boolean | unknown> {
  try {
    const body = await apiRequest<z.output<typeof ConfigPropertyValue>>('GET', '/api/organizations/config_property', {
      searchParams: { config_property_name: name },
    });
    return readConfigValue(body?.config_property_value);
  } catch (error) {
    console.warn(`Reading config property ${name} failed`, error);
    return false;
  }
}

export async function saveConfigValue(name: ConfigPropertyName, value: string): Promise<void> {
  await apiRequest('POST', '/api/organizations/config_property', {
    json: { config_property_name: name, config_property_value: value },
    responseType: 'none',
  });
}
