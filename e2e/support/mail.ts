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
