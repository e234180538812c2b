/**
 * The migrated template this run's test databases are copied from: named per run (by global-setup), so test runs
 * of two checkouts on one PostgreSQL server never drop each other's template.
 */
export function postgresTemplate(): string {
  const name = process.env.POSTGRES_TEMPLATE;
  if (!name) throw new Error('POSTGRES_TEMPLATE is not set: run the tests through jest.config.js');
  return name;
}

export function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
