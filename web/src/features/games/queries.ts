import { useQuery } from '@tanstack/react-query';
import {
  banners,
  gameMatches,
  gameVendorLanes,
  hotGames,
  type GameCategory,
} from '@lobby/contract';
import { api } from '../../lib/api';
import { inlinedBanners, inlinedHotGames, inlinedLanes } from '../../lib/first-paint';
import { useLanguage } from '../../lib/i18n';

/**
 * Query keys of the games feature. Titles and banners come in the request's language, so every
 * key carries it: switching language asks again instead of showing the last language's titles.
 */
export const gameKeys = {
  all: ['games'] as const,
  lanes: (language: string, category: GameCategory | undefined, limit: number | undefined) =>
    ['games', 'lanes', language, category ?? 'ALL', limit ?? 'all'] as const,
  hot: (language: string, limit: number) => ['games', 'hot', language, limit] as const,
  matches: (language: string, limit: number) => ['games', 'matches', language, limit] as const,
  banners: (language: string, group: string) => ['games', 'banners', language, group] as const,
};

// The catalogue changes rarely; lists show their own error state with Retry, so alert: false.
const catalogue = { staleTime: 5 * 60_000 } as const;

/** The merchant's lanes (of one category, or all), with at most `limit` cards each. */
export function useLanes({ category, limit }: { category?: GameCategory; limit?: number }) {
  const language = useLanguage();
  return useQuery({
    queryKey: gameKeys.lanes(language, category, limit),
    queryFn: async () =>
      (await api.call(gameVendorLanes, { query: { category, limit }, alert: false })).data,
    ...catalogue,
    ...inlinedLanes(language, category, limit),
  });
}

/** The games the merchant marks hot. */
export function useHotGames(limit: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: gameKeys.hot(language, limit),
    queryFn: async () => (await api.call(hotGames, { body: { limit }, alert: false })).games,
    ...catalogue,
    ...inlinedHotGames(language, limit),
  });
}

/** Live and upcoming sports matches; scores move, so they are asked for again each minute. */
export function useMatches(limit = 20) {
  const language = useLanguage();
  return useQuery({
    queryKey: gameKeys.matches(language, limit),
    queryFn: async () => (await api.call(gameMatches, { query: { limit }, alert: false })).matches,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

/** The banners of one group (m_home on the home page). */
export function useBanners(group: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: gameKeys.banners(language, group),
    queryFn: async () =>
      (await api.call(banners, { query: { groupName: group }, alert: false })).banners,
    ...catalogue,
    ...inlinedBanners(language, group),
  });
}
