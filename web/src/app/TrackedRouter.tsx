import type { ReactNode } from 'react';
import { Router, type RouterProps } from 'wouter';
import { carryTrackingParams } from '@lobby/contract';

/** An in-app address with the current page's tracking parameters (SPEC section 2) added. */
export const trackedHref = (href: string): string =>
  carryTrackingParams(window.location.search, href);

const aroundNav: NonNullable<RouterProps['aroundNav']> = (navigate, to, options) =>
  navigate(trackedHref(to), options);

/**
 * The app's router: every link, redirect and programmatic navigation keeps the tracking
 * parameters of the page it leaves, and every link's href shows them.
 */
export function TrackedRouter({ children }: { children: ReactNode }) {
  return (
    <Router aroundNav={aroundNav} hrefs={trackedHref}>
      {children}
    </Router>
  );
}
