import {
  hasUserInfo,
  isExternalHttpLink,
  PAGE_PATHS,
  safeMemberTarget,
  UNSAFE_LINK_CHARACTERS,
  type Banner,
} from '@lobby/contract';

export type BannerAction =
  | { kind: 'navigate'; to: string }
  /** An external http(s) link in a new tab; `handoff`: a member's link first gets a hand-off token. */
  | { kind: 'external'; url: string; handoff: boolean }
  | { kind: 'game'; gameId: string }
  | { kind: 'none' };

/** The same-origin /m/ page a link names (a path or a full address on this origin), if any. */
function internalPage(link: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  const page = `${url.pathname}${url.search}${url.hash}`;
  return safeMemberTarget(page, origin) === page ? page : undefined;
}

/**
 * What tapping a banner does (SPEC section 2): P opens the activity; URL opens a /m/ page in the
 * app or an http(s) link in a new tab (a member's through a one-use hand-off, never the session
 * token); G launches the game. Anything else (javascript:, //host, user@host, NONE) does nothing.
 */
export function bannerAction(
  banner: Pick<Banner, 'linkageType' | 'linkage'>,
  context: { signedIn: boolean; origin: string },
): BannerAction {
  const linkage = banner.linkage.trim();
  if (!linkage || UNSAFE_LINK_CHARACTERS.test(linkage)) return { kind: 'none' };
  switch (banner.linkageType) {
    case 'P':
      return { kind: 'navigate', to: `${PAGE_PATHS.activity}?id=${encodeURIComponent(linkage)}` };
    case 'G':
      return { kind: 'game', gameId: linkage };
    case 'URL': {
      if (hasUserInfo(linkage)) return { kind: 'none' };
      const page = internalPage(linkage, context.origin);
      if (page) return { kind: 'navigate', to: page };
      if (isExternalHttpLink(linkage)) {
        return { kind: 'external', url: linkage, handoff: context.signedIn };
      }
      return { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}
