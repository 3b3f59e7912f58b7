import { useEffect, useState } from 'react';
import type { ChatWidget } from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { FeedbackLink } from './FeedbackLink';
import { useLanguage, useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { loadChatWidget } from './chat-widget';
import { useSaveChatAuthKey } from './queries';

/**
 * The merchant's third-party chat: loads its widget and opens it for the player (a member with
 * a fresh authKey); says so when the widget does not come up, with a retry.
 */
export function WidgetChat({ widget }: { widget: ChatWidget }) {
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const saveAuthKey = useSaveChatAuthKey();
  const [state, setState] = useState<'opening' | 'open' | 'failed'>('opening');
  const [attempt, setAttempt] = useState(0);
  const userName = session?.userName;

  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    setState('opening');
    void (async () => {
      // A visitor opens the widget as a guest; a member's link carries an authKey.
      const authKey = userName ? await saveAuthKey.mutateAsync().catch(() => undefined) : undefined;
      if (cancelled) return;
      stop = loadChatWidget(
        widget,
        {
          action: 'open',
          language,
          ...(userName ? { userName } : {}),
          ...(authKey ? { authKey } : {}),
        },
        { onOpen: () => setState('open'), onFailed: () => setState('failed') },
      );
    })();
    return () => {
      cancelled = true;
      stop();
    };
    // The mutation object changes each render; a new attempt, player or widget starts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [widget, userName, language, attempt]);

  return (
    <PageFrame title={t('chat.title')}>
      {state === 'failed' ? (
        <EmptyState
          title={t('chat.loadFailed')}
          body={t('chat.tryLater')}
          action={
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {t('action.retry')}
            </button>
          }
        />
      ) : (
        <p className="muted" role="status" data-testid="chat-widget-state" data-state={state}>
          {state === 'opening' ? t('loading') : t('chat.title')}
        </p>
      )}
      <FeedbackLink />
    </PageFrame>
  );
}
