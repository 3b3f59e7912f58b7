import { useQuery } from '@tanstack/react-query';
import { listAnnouncements } from '@lobby/contract';
import { api } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';

/** The marquee's announcements: PR for platform M (SPEC section 7), in the current language. */
const MARQUEE_QUERY = { types: 'PR', platform: 'M' } as const;

export const announcementKeys = {
  marquee: (language: string) => ['announcements', language, MARQUEE_QUERY] as const,
};

export function useMarqueeAnnouncements() {
  const language = useLanguage();
  return useQuery({
    queryKey: announcementKeys.marquee(language),
    // An empty strip says nothing went wrong: no alert.
    queryFn: async () =>
      (await api.call(listAnnouncements, { query: MARQUEE_QUERY, alert: false })).announcements,
    staleTime: 5 * 60_000,
  });
}
