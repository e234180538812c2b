// Placeholder while the screen is built.
export function AuditLog() {
  return <h1>Audit log</h1>;
}
