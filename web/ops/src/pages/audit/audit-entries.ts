import type { AuditEntryValue } from '@lobby/contract';
import type { AuditFilters } from './queries';

/** What changed, in short: the after state, else the before state, as JSON. */
export function changeOf(entry: AuditEntryValue): string {
  const shown = entry.after ?? entry.before;
  return shown === null || shown === undefined ? '' : JSON.stringify(shown);
}

/** Drops empty fields, so the query names only the filters in use. */
export function inUse(filters: AuditFilters): AuditFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );
}
