import { describe, expect, it } from 'vitest';
import { calls } from '../calls.js';
import {
  OPERATOR_ROLES,
  OPS_PERMISSIONS,
  operatorMay,
  permissionsOf,
  type OpsPermission,
} from './operator-roles.js';

describe('the operator role matrix', () => {
  it('gives every operator call a permission, and no other call one', () => {
    for (const [name, call] of Object.entries(calls)) {
      if (call.access === 'operator') {
        expect(call.permission, `${name} names no permission`).toBeDefined();
        expect(Object.keys(OPS_PERMISSIONS)).toContain(call.permission);
      } else {
        expect(call.permission, `${name} is not an operator call`).toBeUndefined();
      }
    }
  });

  it('names only known roles, and gives every permission a holder', () => {
    for (const [permission, roles] of Object.entries(OPS_PERMISSIONS)) {
      for (const role of roles) expect(OPERATOR_ROLES).toContain(role);
      expect(roles.length, permission).toBeGreaterThan(0);
    }
  });

  it('keeps read-only operators away from every action that changes something', () => {
    const changes: OpsPermission[] = [
      'members.note',
      'members.adjust',
      'members.secure',
      'withdrawals.decide',
      'withdrawals.reveal',
      'chat.answer',
      'feedback.answer',
      'content.edit',
      'push.send',
      'operators.manage',
      'audit.export',
    ];
    for (const permission of changes) expect(operatorMay('readOnly', permission)).toBe(false);
  });

  it('leaves the reveal of account numbers to finance and operator management to admins', () => {
    expect(OPERATOR_ROLES.filter((role) => operatorMay(role, 'withdrawals.reveal'))).toEqual([
      'finance',
    ]);
    expect(OPERATOR_ROLES.filter((role) => operatorMay(role, 'operators.manage'))).toEqual([
      'admin',
    ]);
    expect(permissionsOf('marketing')).toEqual([
      'self',
      'dashboard.view',
      'dashboard.export',
      'content.view',
      'content.edit',
      'push.send',
      'reports.view',
    ]);
  });
});
