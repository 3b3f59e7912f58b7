import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { datesInOrderCheck, ledgerDate } from '../core/bounds.js';
import { AUDIT_EXPORT_MAX, AUDIT_PAGE_SIZE } from './ops-console.js';
import { text } from '../core/text.js';
import { OPS_BASE_PATH } from './ops-base.js';

/** An audit entry's id (bigserial), as text. */
const auditId = text(19).check(z.regex(/^[1-9]\d{0,18}$/, 'an id from an answer'));

/** The filters of the audit log: who, what, on what, and the days (UTC), both inclusive. */
export const auditFilterSchema = z
  .object({
    operator: z.optional(text(64)),
    action: z.optional(text(64)),
    targetType: z.optional(text(64)),
    targetId: z.optional(text(64)),
    from: z.optional(ledgerDate()),
    to: z.optional(ledgerDate()),
  })
  .check(datesInOrderCheck);

export const auditEntrySchema = z.object({
  id: z.string(),
  /** The merchant the action was on; null for the deployment's own (super-operators). */
  merchantCode: z.nullable(z.string()),
  operatorName: z.string(),
  /** Null from a command line. */
  ip: z.nullable(z.string()),
  action: z.string(),
  targetType: z.nullable(z.string()),
  targetId: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type AuditEntryValue = z.infer<typeof auditEntrySchema>;

export const opsAuditLog = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/audit`,
  access: 'operator',
  permission: 'audit.view',
  encrypted: false,
  cache: 'none',
  query: z.extend(auditFilterSchema, {
    /** Entries older than this id: the `next` of the previous page. */
    before: z.optional(auditId),
    /** Entries newer than this id: the `previous` of the next page. */
    after: z.optional(auditId),
  }),
  value: z.object({
    entries: z.array(auditEntrySchema),
    /** Cursors of the neighbouring pages under the same filters; null at either end. */
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
  }),
  errors: [],
  summary: `The merchant's audit log, newest first, ${AUDIT_PAGE_SIZE} entries a page, filtered by operator, action, target and days.`,
});

export const opsAuditExport = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/audit/export`,
  access: 'operator',
  permission: 'audit.export',
  encrypted: false,
  cache: 'none',
  body: auditFilterSchema,
  value: z.object({ filename: z.string(), csv: z.string(), rows: z.number() }),
  errors: [],
  summary: `The merchant's audit log under the filters as CSV (newest first, at most ${AUDIT_EXPORT_MAX} rows); the export is itself audited.`,
});
