import { describe, expect, it } from 'vitest';
import type { OperatorRow } from '@lobby/contract';
import { isManageable, questionOf, statusKey, subjectOf } from './operator-actions';

const t = (key: string, values?: Record<string, string>) =>
  values ? `${key}(${Object.values(values).join(',')})` : key;

const bob = {
  id: 2,
  username: 'bob',
  role: 'support',
  disabled: false,
  mustChangePassword: false,
  paired: true,
  createdAt: '',
} as OperatorRow;

describe('the confirmation of an operator change', () => {
  it('names the new operator and role when adding', () => {
    const add = { kind: 'add', username: 'eve', role: 'finance' } as const;
    expect(questionOf(add, t)).toEqual({
      title: 'operators.confirmAdd(eve,role.finance)',
      label: 'operators.add',
      danger: false,
    });
    expect(subjectOf(add, t)).toBe('eve · role.finance');
  });

  it('names the role it changes from and to', () => {
    const change = { kind: 'role', operator: bob, role: 'admin' } as const;
    expect(questionOf(change, t).title).toBe('operators.confirmRole(bob,role.support,role.admin)');
    expect(subjectOf(change, t)).toBe('bob · role.support');
  });

  it('asks to disable and to reset two-factor as dangers', () => {
    expect(questionOf({ kind: 'disable', operator: bob }, t)).toEqual({
      title: 'operators.confirmDisable(bob)',
      label: 'operators.disable',
      danger: true,
    });
    expect(questionOf({ kind: 'reset', operator: bob }, t)).toMatchObject({
      label: 'operators.reset2fa',
      danger: true,
    });
  });
});

describe('an operator row', () => {
  it('says disabled before a password to change, and active otherwise', () => {
    expect(statusKey({ disabled: true, mustChangePassword: true })).toBe('operators.disabled');
    expect(statusKey({ disabled: false, mustChangePassword: true })).toBe('operators.mustChange');
    expect(statusKey({ disabled: false, mustChangePassword: false })).toBe('operators.active');
  });

  it("has actions unless it is one's own or disabled", () => {
    expect(isManageable(bob, 'ann')).toBe(true);
    expect(isManageable(bob, 'bob')).toBe(false);
    expect(isManageable({ ...bob, disabled: true }, 'ann')).toBe(false);
  });
});
