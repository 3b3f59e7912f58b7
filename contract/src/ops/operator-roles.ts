/**
 * Who runs a casino from /ops/: each operator has one role, and each role may do exactly the
 * permissions this matrix gives it. Every operator call names its permission (calls/*.ts); the
 * server refuses a call whose permission the operator's role lacks (operator.forbidden), and the
 * console shows only the pages and actions the role holds. One matrix, read by both sides.
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'marketing', 'readOnly'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const ALL: readonly OperatorRole[] = OPERATOR_ROLES;

export const OPS_PERMISSIONS = {
  /** Own session: who am I, sign out, change own password, pair own authenticator. */
  self: ALL,
  /** Daily figures and charts per merchant. */
  'dashboard.view': ALL,
  /** Export the daily figures as CSV. */
  'dashboard.export': ['admin', 'finance', 'marketing'],
  /** Search members and read a member's page. */
  'members.view': ['admin', 'finance', 'support', 'readOnly'],
  /** Add notes to a member. */
  'members.note': ['admin', 'finance', 'support'],
  /** Credit or debit a member's balance with a reason. */
  'members.adjust': ['admin', 'finance'],
  /** End a member's sessions, lock or unlock the account, reset the second factor. */
  'members.secure': ['admin', 'support'],
  /** Read the withdrawals queue (account numbers masked). */
  'withdrawals.view': ['admin', 'finance', 'readOnly'],
  /** Approve or reject a withdrawal. */
  'withdrawals.decide': ['admin', 'finance'],
  /** Reveal a withdrawal's full account number (audited). */
  'withdrawals.reveal': ['finance'],
  /** Read and answer chats, assign and transfer them; canned replies. */
  'chat.answer': ['admin', 'support'],
  /** Read feedback with its screenshot and set its status. */
  'feedback.answer': ['admin', 'support'],
  /** The demo merchants' inbox of texts and emails (demo merchants only). */
  'inbox.view': ['admin', 'support'],
  /** Read promotions, banners, announcements and VIP levels as the console shows them. */
  'content.view': ['admin', 'marketing', 'readOnly'],
  /** Edit promotions, banners, announcements and VIP levels. */
  'content.edit': ['admin', 'marketing'],
  /** Send push notifications to a topic or a member. */
  'push.send': ['admin', 'marketing'],
  /** Attribution and speed reports (affiliates, campaigns, real-user metrics). */
  'reports.view': ['admin', 'finance', 'marketing', 'readOnly'],
  /** Add operators, change their roles, disable them, reset their second factor. */
  'operators.manage': ['admin'],
  /** Read the audit log. */
  'audit.view': ['admin', 'readOnly'],
  /** Export the audit log. */
  'audit.export': ['admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type OpsPermission = keyof typeof OPS_PERMISSIONS;

/** Whether an operator of this role may do what the permission names. */
export function operatorMay(role: OperatorRole, permission: OpsPermission): boolean {
  return (OPS_PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
}

/** The permissions a role holds, in the matrix's order. */
export function permissionsOf(role: OperatorRole): OpsPermission[] {
  return (Object.keys(OPS_PERMISSIONS) as OpsPermission[]).filter((p) => operatorMay(role, p));
}
