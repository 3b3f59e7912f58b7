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
