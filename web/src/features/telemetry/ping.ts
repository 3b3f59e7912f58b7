import { RUM_RULES, systemPing } from '@lobby/contract';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/storage';

const PINGED_KEY = 'lobby:pinged';

/** The reachability test with the first URL's attribution query, given up after 15 s (SPEC.md 7). */
export async function pingOnce(search: string): Promise<void> {
  if (sessionStore.get(PINGED_KEY)) return;
  sessionStore.set(PINGED_KEY, '1');
  const query = new URLSearchParams(search);
  const pick = (...names: string[]) =>
    names
      .map((name) => query.get(name))
      .find(Boolean)
      ?.slice(0, 64) || undefined;
  await api.call(systemPing, {
    query: {
      affiliateCode: pick('affiliateCode', 'a'),
      tid: pick('tid'),
      clickId: pick('clickId', 'clickid', 'click_id'),
    },
    alert: false,
    auth: false,
    timeoutMs: RUM_RULES.pingAbortMs,
  });
}
