import { stringify } from 'csv-stringify/sync';
import {
  AUDIT_EXPORT_MAX,
  AUDIT_PAGE_SIZE,
  type calls,
  type ParsedCallBody,
  type ParsedCallQuery,
} from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { AuditActor, AuditFilter, AuditLog } from '../core/audit/audit-log.js';
import type { Database } from '../core/db/schema.js';
import { defuseCsvRow } from '../core/csv/csv-cells.js';
import { AUDIT_CSV_COLUMNS, presentAuditCsvRow, presentAuditEntry } from './audit-presenter.js';

type Filters = ParsedCallBody<typeof calls.opsAuditExport>;

const DAY_MS = 86_400_000;

/** The contract's filters (days inclusive) as the audit log's (an end exclusive). */
function auditFilter(merchantCode: string, filters: Filters, limit: number): AuditFilter {
  return {
    merchantCode,
    operatorName: filters.operator,
    action: filters.action,
    targetType: filters.targetType,
    targetId: filters.targetId,
    from: filters.from ? new Date(`${filters.from}T00:00:00Z`) : undefined,
    to: filters.to ? new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS) : undefined,
    limit,
  };
}

/** Reading and exporting a merchant's audit log; the export is audited with the filters. */
export class AuditService {
  constructor(
    private readonly log: AuditLog,
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** One page newest first, with the cursors of the pages either side under the same filters. */
  async page(merchantCode: string, query: ParsedCallQuery<typeof calls.opsAuditLog>) {
    const { before, after, ...filters } = query;
    const rows = await this.log.list({
      ...auditFilter(merchantCode, filters, AUDIT_PAGE_SIZE + 1),
      beforeId: before,
      afterId: after,
    });
    // Newer-first rows; the extra one tells whether the page in the asked direction goes on.
    const more = rows.length > AUDIT_PAGE_SIZE;
    const entries = after ? rows.slice(more ? 1 : 0) : rows.slice(0, AUDIT_PAGE_SIZE);
    const first = entries[0]?.id;
    const last = entries.at(-1)?.id;
    const olderExist = after ? true : more;
    const newerExist = after ? more : !!before;
    return {
      entries: entries.map(presentAuditEntry),
      next: olderExist && last ? last : null,
      previous: newerExist && first ? first : null,
    };
  }

  /** The filtered log as CSV, and its own audit entry, in one transaction. */
  async exportCsv(actor: AuditActor & { merchantCode: string }, filters: Filters) {
    return this.db.transaction().execute(async (trx) => {
      const records = await this.log.list(
        auditFilter(actor.merchantCode, filters, AUDIT_EXPORT_MAX),
        trx,
      );
      await this.log.append(
        actor,
        { action: 'audit.export', targetType: 'audit', after: { filters, rows: records.length } },
        trx,
      );
      const csv = stringify(records.map(presentAuditCsvRow).map(defuseCsvRow), {
        header: true,
        columns: [...AUDIT_CSV_COLUMNS],
      });
      const day = this.now().toISOString().slice(0, 10);
      return { filename: `audit-${actor.merchantCode}-${day}.csv`, csv, rows: records.length };
    });
  }
}
