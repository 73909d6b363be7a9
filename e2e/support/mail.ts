/** The mails the API server logged (mail goes to the outbox table and to the server log, links included). */
import type { Stack } from './stack.ts';

/** The subject of each mail logged for `to`, oldest first. */
export function mailSubjects(stack: Stack, to: string): string[] {
  const head = `[mail] to ${to}: `;
  return stack
    .output()
    .split('\n')
    .filter((line) => line.startsWith(head))
    .map((line) => line.slice(head.length));
}

/** The links of the mails the server logged for `to`. */
export function mailedLinks(stack: Stack, to: string): string[] {
  const lines = stack.output().split('\n');
  const links: string[] = [];
  lines.forEach((line, i) => {
    if (!line.includes(`[mail] to ${to}:`)) return;
    for (let j = i + 1; j < lines.length && /^\[mail\] {3}/.test(lines[j]!); j++) links.push(lines[j]!.replace(/^\[mail\] {3}/, '').trim());
  });
  return links;
}

export type LoggedMail = { to: string; subject: string; links: string[]; attachments: { filename: string; size: number }[] };

/**
 * The mails the server logged for `to`, oldest first, with their links and attachments: the
 * outbox row's `links` and `attachments` columns as the log line written after the insert lists
 * them (hosts/api/src/platform/mail.ts), read from the log because the test cannot open the
 * server's PGlite database while the server holds it.
 */
export function mailsTo(stack: Stack, to: string): LoggedMail[] {
  const lines = stack.output().split('\n');
  const head = `[mail] to ${to}: `;
  const mails: LoggedMail[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith(head)) return;
    const mail: LoggedMail = { to, subject: line.slice(head.length), links: [], attachments: [] };
    for (let j = i + 1; j < lines.length && /^\[mail\] {3}/.test(lines[j]!); j++) {
      const rest = lines[j]!.replace(/^\[mail\] {3}/, '').trim();
      const attached = /^attached: (.+) \((\d+) bytes\)$/.exec(rest);
      if (attached) mail.attachments.push({ filename: attached[1]!, size: Number(attached[2]) });
      else mail.links.push(rest);
    }
    mails.push(mail);
  });
  return mails;
}
