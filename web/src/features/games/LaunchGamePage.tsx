import { Link, useSearch } from 'wouter';
import { CATEGORY_PAGE, lotteryLaunchFromQuery } from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { useLanguage, useT } from '../../lib/i18n';
import { GameFrame } from './GameFrame';
import { lotteryBack } from './launch';
import { useGameLaunch } from './use-game-launch';

/**
 * /m/launchGame?prize_mode=…&code=…: launches the lottery the address names (SPEC section 2) and
 * frames it like any game.
 */
export default function LaunchGamePage() {
  const t = useT();
  const language = useLanguage();
  const search = useSearch();
  const request = lotteryLaunchFromQuery(search, language);
  const back = lotteryBack(request?.backUrl, window.location.origin);
  const { state, retry } = useGameLaunch(
    request && { mode: 'member', body: { ...request, backUrl: back } },
  );

  if (!request) {
    return (
      <PageFrame title={t('page.launchGame')}>
        <EmptyState
          title={t('lottery.missingTitle')}
          body={t('lottery.missingBody')}
          action={
            <Link className="button" href={CATEGORY_PAGE.ELOTT}>
              {t('lottery.browse')}
            </Link>
          }
        />
      </PageFrame>
    );
  }
  return (
    <GameFrame
      title={state.status === 'ready' ? state.value.displayName : t('page.launchGame')}
      back={back}
      state={state}
      onRetry={retry}
    />
  );
}
