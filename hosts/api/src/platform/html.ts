/** Text put into an HTML page the server writes (the sandbox checkout, the lead form's plain page): every markup character escaped. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
