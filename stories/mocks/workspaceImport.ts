/**
 * The import's stand-in API for its story: an XMLHttpRequest that reports progress over about a
 * second, then checks the rows like the server would for the few rules a demo shows (a workspace
 * name, a plausible e-mail, a known team) and answers the result or the row errors.
 */
type Body = { module_kind: number; mapping: Record<string, string>; csv: string };

const TEAMS = ['sales', 'collections'];

function answerFor(body: Body): [number, unknown] {
  const lines = body.csv.split(/\r?\n/).filter((l) => l.trim());
  const delimiter = (lines[0]!.match(/;/g)?.length ?? 0) > (lines[0]!.match(/,/g)?.length ?? 0) ? ';' : ',';
  const headers = lines[0]!.split(delimiter).map((h) => h.trim());
  const errors: { row: number; column: string; message: string }[] = [];
  const names = new Set<string>();
  const emails = new Set<string>();
  lines.slice(1).forEach((line, i) => {
    const cells = line.split(delimiter).map((c) => c.trim());
    const get = (field: string) => (body.mapping[field] ? (cells[headers.indexOf(body.mapping[field]!)] ?? '') : '');
    const row = i + 2;
    if (!get('name')) errors.push({ row, column: body.mapping.name!, message: 'Field is required' });
    else names.add(get('name').toLowerCase());
    const email = get('email');
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.push({ row, column: body.mapping.email!, message: 'Invalid e-mail' });
    else if (email) emails.add(email.toLowerCase());
    const team = get('team_name');
    if (team && !TEAMS.includes(team.toLowerCase())) errors.push({ row, column: body.mapping.team_name!, message: 'No team of this organization has this name.' });
  });
  if (errors.length) return [400, { errors: errors.slice(0, 200), total: errors.length }];
  return [201, { accounts_created: names.size, contacts_created: emails.size, contacts_reused: 0 }];
}

export function serveWorkspaceImport(): () => void {
  const previous = window.XMLHttpRequest;
  class StoryXhr {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    open() {}
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(text: string) {
      const total = text.length;
      for (let step = 1; step <= 10; step++) {
        setTimeout(() => this.upload.onprogress?.(new ProgressEvent('progress', { loaded: (total * step) / 10, total, lengthComputable: true })), step * 100);
      }
      setTimeout(() => {
        const [status, json] = answerFor(JSON.parse(text) as Body);
        this.status = status;
        this.statusText = status < 300 ? 'OK' : 'Bad Request';
        this.responseText = JSON.stringify(json);
        this.onload?.();
      }, 1100);
    }
  }
  window.XMLHttpRequest = StoryXhr as unknown as typeof XMLHttpRequest;
  return () => {
    window.XMLHttpRequest = previous;
  };
}
