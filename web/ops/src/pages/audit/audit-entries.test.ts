import { describe, expect, it } from 'vitest';
import type { AuditEntryValue } from '@lobby/contract';
import { changeOf, inUse } from './audit-entries';

describe('an audit entry in short', () => {
  const entry = (before: unknown, after: unknown) => ({ before, after }) as AuditEntryValue;

  it('shows the after state, else the before state, as JSON', () => {
    expect(changeOf(entry({ a: 1 }, { a: 2 }))).toBe('{"a":2}');
    expect(changeOf(entry({ a: 1 }, null))).toBe('{"a":1}');
    expect(changeOf(entry(null, null))).toBe('');
  });
});

describe('the filters in use', () => {
  it('drops the empty ones', () => {
    expect(inUse({ action: 'login', operator: '', targetId: undefined })).toEqual({
      action: 'login',
    });
  });
});
