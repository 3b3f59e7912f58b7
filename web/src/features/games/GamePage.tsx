import { Link, useSearch } from 'wouter';
import { PAGE_PATHS } from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { useLanguage, useT } from '../../lib/i18n';
import { GameFrame } from './GameFrame';
import { gamePageRequest } from './launch';
import { useGameLaunch, type LaunchSpec } from './use-game-launch';

/**
 * /m/game?gameId=…: launches the game for the member (or its free trial with trial=1, which a
 * visitor may open too) and frames it. The address alone says which game, so a reload or the way
 * back from login opens the same one.
 */
export default function GamePage() {
  const t = useT();
  const language = useLanguage();
  const request = gamePageRequest(useSearch(), window.location.origin);
  let spec: LaunchSpec | undefined;
  if (request) {
    const { gameId, back: backUrl } = request;
    spec = request.trial
      ? { mode: 'trial', body: { gameId, platform: 'html5', backUrl, language } }
      : { mode: 'member', body: { gameId, device: 'MOBILE', backUrl, language } };
  }
  const { state, retry } = useGameLaunch(spec);

  if (!request) {
    return (
      <PageFrame title={t('page.game')}>
        <EmptyState
          title={t('game.missingTitle')}
          body={t('game.missingBody')}
          action={
            <Link className="button" href={PAGE_PATHS.home}>
              {t('action.backHome')}
            </Link>
          }
        />
      </PageFrame>
    );
  }
  return (
    <GameFrame
      title={state.status === 'ready' ? state.value.displayName : t('page.game')}
      back={request.back}
      trial={request.trial}
      state={state}
      onRetry={retry}
    />
  );
}
