import '@si/elements/reports/audit-log/audit-log';

/** /{prefix}/auditlog and report/auditlog: the organization's audit events (the element does the work, on the signed-in session). */
export default function AuditLogPage() {
  return <si-audit-log />;
}
