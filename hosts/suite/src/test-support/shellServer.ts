import { fakeServer, type FakeServer, type Reply } from '@si/core/testing';
import { APPLICATION_TYPES } from '@si/contract/enums';

export type ShellReplies = {
  /** The allowed-modules value as stored (a JSON array as text); unset by default. */
  modulesAllowed?: string;
  logo?: Reply;
  tenantShortName?: string;
};

/** A fake API answering the shell's own calls: config properties, allowed modules and the organization logo. */
export function shellServer(replies: ShellReplies = {}): FakeServer {
  const server = fakeServer();
  const config: Record<string, string | undefined> = { modules_allowed: replies.modulesAllowed, tenant_short_name: replies.tenantShortName };
  server.on('GET', '/api/organizations/config_property', (request) => {
    const name = new URLSearchParams(request.search).get('config_property_name') ?? '';
    const value = config[name];
    return value === undefined ? { status: 404, statusText: 'Not Found', json: { detail: 'Not found.' } } : { json: { config_property_value: value } };
  });
  // The server's reading of it: every module when unset (what the app switcher asks).
  server.on('GET', '/api/organizations/modules_allowed', () => {
    const listed: unknown = replies.modulesAllowed === undefined ? undefined : JSON.parse(replies.modulesAllowed);
    return { json: { modules: Array.isArray(listed) ? listed : [...APPLICATION_TYPES] } };
  });
  server.on('GET', '/api/organizations/organization_logo', replies.logo ?? { json: { logo_dark: null, logo_light: null } });
  return server;
}
