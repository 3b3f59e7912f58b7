import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { Banner } from '@lobby/contract';
import { useSession } from '../../lib/session';
import { bannerAction } from './banner-linkage';
import { openExternal, openWithHandoff } from './handoff';
import type { OpenableGame } from './use-game-opener';

/** What tapping a banner does, by its linkage type (SPEC section 2). */
export function useBannerClick(openGame: (game: OpenableGame) => void) {
  const signedIn = !!useSession();
  const [, navigate] = useLocation();
  return useCallback(
    (banner: Banner) => {
      const action = bannerAction(banner, { signedIn, origin: window.location.origin });
      switch (action.kind) {
        case 'navigate':
          navigate(action.to);
          return;
        case 'external':
          if (action.handoff) void openWithHandoff(action.url);
          else openExternal(action.url);
          return;
        case 'game':
          // A banner does not say whether its game has a free trial: visitors log in first.
          openGame({ gameId: action.gameId, displayName: banner.title, freeplay: false });
          return;
        case 'none':
          return;
      }
    },
    [signedIn, navigate, openGame],
  );
}
