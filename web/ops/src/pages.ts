import type { ComponentType } from 'react';
import type { OpsPermission } from '@lobby/contract';

/** One page of the console: its path under /ops/, who may see it, its title, its own chunk. */
export interface OpsPage {
  /** The path under /ops/ (`members` is /ops/members and everything below it). */
  path: string;
  /** The permission the operator's role must hold; the navigation shows only pages it may open. */
  permission: OpsPermission;
  /** The key of its title in web/ops/src/locales. */
  titleKey: string;
  /** Its module, loaded when first opened: each page is a chunk of its own. */
  load: () => Promise<{ default: ComponentType }>;
}

/** The console's pages, in the navigation's order. One line per page. */
export const PAGES: readonly OpsPage[] = [
  {
    path: 'dashboard',
    permission: 'dashboard.view',
    titleKey: 'nav.dashboard',
    load: () => import('./pages/dashboard/DashboardPage'),
  },
  {
    path: 'withdrawals',
    permission: 'withdrawals.view',
    titleKey: 'nav.withdrawals',
    load: () => import('./pages/withdrawals/WithdrawalsPage'),
  },
  {
    path: 'members',
    permission: 'members.view',
    titleKey: 'nav.members',
    load: () => import('./pages/members/MembersPage'),
  },
  {
    path: 'chat',
    permission: 'chat.answer',
    titleKey: 'nav.chat',
    load: () => import('./pages/chat/ChatPage'),
  },
  {
    path: 'feedback',
    permission: 'feedback.answer',
    titleKey: 'nav.feedback',
    load: () => import('./pages/feedback/FeedbackPage'),
  },
  {
    path: 'push',
    permission: 'push.send',
    titleKey: 'nav.push',
    load: () => import('./pages/push/PushPage'),
  },
  {
    path: 'inbox',
    permission: 'inbox.view',
    titleKey: 'nav.inbox',
    load: () => import('./pages/inbox/InboxPage'),
  },
  {
    path: 'promotions',
    permission: 'content.view',
    titleKey: 'nav.promotions',
    load: () => import('./pages/content/PromotionsPage'),
  },
  {
    path: 'announcements',
    permission: 'content.view',
    titleKey: 'nav.announcements',
    load: () => import('./pages/content/AnnouncementsPage'),
  },
  {
    path: 'banners',
    permission: 'content.view',
    titleKey: 'nav.banners',
    load: () => import('./pages/content/BannersPage'),
  },
  {
    path: 'vip-levels',
    permission: 'content.view',
    titleKey: 'nav.vipLevels',
    load: () => import('./pages/content/VipLevelsPage'),
  },
  {
    path: 'operators',
    permission: 'operators.manage',
    titleKey: 'nav.operators',
    load: () => import('./pages/operators/OperatorsPage'),
  },
  {
    path: 'audit',
    permission: 'audit.view',
    titleKey: 'nav.audit',
    load: () => import('./pages/audit/AuditPage'),
  },
  {
    path: 'attribution',
    permission: 'reports.view',
    titleKey: 'nav.attribution',
    load: () => import('./pages/attribution/AttributionPage'),
  },
];
