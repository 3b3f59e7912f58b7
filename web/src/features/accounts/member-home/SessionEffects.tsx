import { useEffect, useRef } from 'react';
import { useLanguage } from '../../../lib/i18n';
import { usePromoCodeEnable, useRankProgress } from '../../../lib/member-rewards';
import { session, SSO_TOKEN_KEY, startSession, useSession } from '../../../lib/session';
import { localStore, sessionStore } from '../../../lib/storage';
import { useMemberInfo } from '../shared/queries';
import { useMemberLanguage } from './member-language';

/** SPEC section 6: member type 4 never has its language synced. */
const NO_LANGUAGE_SYNC_TYPE = 4;

/**
 * Login state follows the token (SPEC section 4). Drawn by the shell, from its own chunk, only
 * while a session exists: when a token appears the single-sign-on token is cleared and member
 * info, promo-code enablement and rank progress load; the session's member type follows member info; a language change while signed in
 * is stored on the server. (Member queries are dropped at logout by lib/member-scope.)
 */
export default function SessionEffects() {
  const token = useSession()?.token;
  const info = useMemberInfo();
  useRankProgress();
  usePromoCodeEnable();
  const language = useLanguage();
  const lastLanguage = useRef(language);
  const { mutate: storeLanguage } = useMemberLanguage();

  useEffect(() => {
    if (!token) return;
    sessionStore.remove(SSO_TOKEN_KEY);
    localStore.remove(SSO_TOKEN_KEY);
  }, [token]);

  useEffect(() => {
    const current = session.get();
    if (info.data && current && current.type !== info.data.type) {
      startSession({ ...current, type: info.data.type });
    }
  }, [info.data]);

  useEffect(() => {
    if (language === lastLanguage.current) return;
    lastLanguage.current = language;
    const type = info.data?.type ?? session.get()?.type;
    if (type === NO_LANGUAGE_SYNC_TYPE) return;
    storeLanguage(language);
  }, [language, info.data, storeLanguage]);

  return null;
}
