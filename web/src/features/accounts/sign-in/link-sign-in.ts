import {
  MESSAGE_KEYS,
  memberInfo,
  normalizePath,
  PAGE_PATHS,
  type MemberInfo,
} from '@lobby/contract';
import { api } from '../../../lib/api';
import { openDialog } from '../../../lib/dialogs';
import { classifyError, errorMessage } from '../../../lib/error-catalogue';
import { t } from '../../../lib/i18n';
import { currentMerchant } from '../../../lib/merchant';
import { navigateTo } from '../../../lib/navigation';
import { endSession, startSession, type SessionInfo } from '../../../lib/session';

/** The session info of SPEC section 3 for a sign-in link's token the server vouched for. */
export function linkSessionOf(token: string, info: MemberInfo): SessionInfo {
  return {
    // A link's session was opened elsewhere: its span id is not known here.
    spanId: '',
    id: info.id,
    token,
    merchantCode: currentMerchant.get().code,
    userName: info.account,
    type: info.type,
    firstTimeLogin: false,
  };
}

/**
 * Signs in with a sign-in link's token (SPEC section 2): the server checks it by answering member
 * info on this merchant, then it becomes the session as a sign-in's does. A token that is invalid,
 * expired or of another merchant leaves no session at all: the player reads why and gets the
 * sign-in page. Answers true when signed in.
 */
export async function signInWithLink(token: string): Promise<boolean> {
  try {
    const info = await api.call(memberInfo, { token, alert: false });
    startSession(linkSessionOf(token, info));
    return true;
  } catch (error) {
    // Whatever session this browser had, the link named another: the player signs in anew.
    endSession();
    const refused = classifyError(error).kind === 'logout';
    openDialog({
      kind: 'notice',
      title: t(MESSAGE_KEYS.notice),
      message: refused ? t('error.linkSignIn') : errorMessage(error),
    });
    const { pathname, search } = window.location;
    const onLogin = normalizePath(pathname) === PAGE_PATHS.login;
    const go = encodeURIComponent(`${pathname}${search}`);
    navigateTo(onLogin ? `${pathname}${search}` : `${PAGE_PATHS.login}?go=${go}`);
    return false;
  }
}
