/**
 * The free-form document's variables, filled in on the page as the server fills them for the PDF
 * (hosts/api/src/modules/receivables/invoices/document.ts): each `{{name}}` replaced by its value,
 * an unknown name left as written.
 */
export const fillDocument = (body: string, variables: Record<string, string>): string =>
  body.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(variables, name) ? variables[name]! : whole));

/** Paragraphs: text between blank lines (a single line break stays inside its paragraph). */
export const paragraphsOf = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '');

/** `value` with `insert` put in place of the selection [start, end); and where the caret goes after it. */
export function insertAt(value: string, start: number, end: number, insert: string): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return { value: value.slice(0, from) + insert + value.slice(to), caret: from + insert.length };
}
