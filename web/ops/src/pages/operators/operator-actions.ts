import type { OperatorRole, OperatorRow } from '@lobby/contract';

/** The action waiting for its confirmation. */
export type PendingAction =
  | { kind: 'add'; username: string; role: OperatorRole }
  | { kind: 'role'; operator: OperatorRow; role: OperatorRole }
  | { kind: 'disable' | 'reset'; operator: OperatorRow };

type Translate = (key: string, values?: Record<string, string>) => string;

/** The confirmation's title, button and whether it is the dangerous kind. */
export function questionOf(
  item: PendingAction,
  t: Translate,
): { title: string; label: string; danger: boolean } {
  switch (item.kind) {
    case 'add':
      return {
        title: t('operators.confirmAdd', { name: item.username, role: t(`role.${item.role}`) }),
        label: t('operators.add'),
        danger: false,
      };
    case 'role':
      return {
        title: t('operators.confirmRole', {
          name: item.operator.username,
          from: t(`role.${item.operator.role}`),
          to: t(`role.${item.role}`),
        }),
        label: t('operators.changeRole'),
        danger: false,
      };
    case 'disable':
      return {
        title: t('operators.confirmDisable', { name: item.operator.username }),
        label: t('operators.disable'),
        danger: true,
      };
    case 'reset':
      return {
        title: t('operators.confirmReset', { name: item.operator.username }),
        label: t('operators.reset2fa'),
        danger: true,
      };
  }
}

/** Whom the confirmation is about: the name and role (the new one's, or the current). */
export const subjectOf = (item: PendingAction, t: Translate): string =>
  item.kind === 'add'
    ? `${item.username} · ${t(`role.${item.role}`)}`
    : `${item.operator.username} · ${t(`role.${item.operator.role}`)}`;

/** The key of an operator's status: disabled, waiting for a new password, or active. */
export const statusKey = (row: Pick<OperatorRow, 'disabled' | 'mustChangePassword'>): string =>
  row.disabled
    ? 'operators.disabled'
    : row.mustChangePassword
      ? 'operators.mustChange'
      : 'operators.active';

/** Whether a row has actions: never one's own, nor a disabled operator's. */
export const isManageable = (row: Pick<OperatorRow, 'disabled' | 'username'>, me: string) =>
  !row.disabled && row.username !== me;
