/**
 * How a portal access row reads to staff: the address as people write it (an IPv4 client of a
 * dual-stack server arrives as `::ffff:203.0.113.9`) and the browser and system named from the
 * user agent by bowser (a small, maintained parser: "Chrome 131 on Windows"; '' when the agent
 * names no browser, such as a script's `node`).
 */
import Bowser from 'bowser';

export const plainIp = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const named = new Map<string, string>();

export function browserOf(userAgent: string): string {
  let found = named.get(userAgent);
  if (found !== undefined) return found;
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  const browser = parsed?.browser.name ? [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ') : '';
  const os = parsed?.os.name ? [parsed.os.name, parsed.os.versionName ?? ''].filter(Boolean).join(' ') : '';
  found = browser ? (os ? `${browser} on ${os}` : browser) : '';
  if (named.size > 500) named.clear();
  named.set(userAgent, found);
  return found;
}
