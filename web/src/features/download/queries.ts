import { useQuery } from '@tanstack/react-query';
import { downloadSetting } from '@lobby/contract';
import { api } from '../../lib/api';
import { inlinedDownload } from '../../lib/first-paint';

export const downloadKeys = {
  setting: (domain: string) => ['download', 'setting', domain] as const,
};

/**
 * WPSCORE_getDownloadSetting for this page's host; the page carries the answer it was written
 * with, so the download bar's room is known at the first paint.
 */
export function useDownloadSetting() {
  const domain = window.location.hostname;
  return useQuery({
    queryKey: downloadKeys.setting(domain),
    queryFn: () => api.call(downloadSetting, { query: { domain }, alert: false, auth: false }),
    staleTime: 5 * 60_000,
    retry: false,
    ...inlinedDownload(),
  });
}
