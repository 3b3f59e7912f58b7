import type { AuditEntryValue } from '@lobby/contract';
import type { AuditRecord } from '../core/audit/audit-log.js';

/** An audit entry as the console shows it. */
export function presentAuditEntry(record: AuditRecord): AuditEntryValue {
  return {
    id: record.id,
    merchantCode: record.merchantCode,
    operatorName: record.operatorName,
    ip: record.ip,
    action: record.action,
    targetType: record.targetType ?? null,
    targetId: record.targetId === undefined ? null : String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

/** The CSV columns of an audit export, in order. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'createdAt',
  'merchantCode',
  'operatorName',
  'ip',
  'action',
  'targetType',
  'targetId',
  'before',
  'after',
] as const;

/** An audit entry as one CSV row (before and after as JSON). */
export function presentAuditCsvRow(record: AuditRecord): string[] {
  const entry = presentAuditEntry(record);
  const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));
  return [
    entry.id,
    entry.createdAt,
    entry.merchantCode ?? '',
    entry.operatorName,
    entry.ip ?? '',
    entry.action,
    entry.targetType ?? '',
    entry.targetId ?? '',
    json(entry.before),
    json(entry.after),
  ];
}
