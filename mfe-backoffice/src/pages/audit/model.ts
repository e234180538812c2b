/** The audit log: who changed what when, newest first, narrowed by operator, action, entity and days. */
import { type AuditFilters, listAudit } from '../../api/orders';
import { createPagedList } from '../../lib/paged-list';

export const auditList = createPagedList({ load: listAudit, filters: {} as AuditFilters });

/** The filters as the list sends them: text trimmed, empty ones left out. */
export function cleanAuditFilters(filters: AuditFilters): AuditFilters {
  return Object.fromEntries(
    Object.entries(filters)
      .map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value])
      .filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

/** A before or after state as indented JSON; nothing is "none". */
export const pretty = (state: unknown) =>
  state === null || state === undefined ? 'none' : JSON.stringify(state, null, 2);
