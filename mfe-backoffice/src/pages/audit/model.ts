/** The audit log: who changed what when, newest first, narrowed by operator, action, entity and days. */
import { type AuditFilters, listAudit } from '../../api/orders';
import { createPagedList } from '../../lib/paged-list';

export const auditList = createPagedList({ load: listAudit, filters: {} as AuditFilters });

/** A before or after state as indented JSON; nothing is "none". */
export const pretty = (state: unknown) =>
  state === null || state === undefined ? 'none' : JSON.stringify(state, null, 2);
