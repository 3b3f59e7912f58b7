import { useQuery } from '@tanstack/react-query';
import { chatUnreadCount } from '@lobby/contract';
import { api } from './api';
import { currentMerchant } from './merchant';
import { useSession } from './session';
import { localStore } from './storage';
import { createStore, useStore } from './store';

/** A visitor's chat key, per merchant; members are known by their session instead. */
const visitorStorageKey = () => `lobby:chatVisitor:${currentMerchant.get().code}`;

export const chatVisitorKey = createStore<string | null>(null);

/** Keeps the key the server gave a visitor's new chat. */
export function saveChatVisitorKey(key: string): void {
  localStore.set(visitorStorageKey(), key);
  chatVisitorKey.set(key);
}

/** Query keys of the chat: per member token or visitor key, so a sign-in asks again. */
export const chatKeys = {
  all: ['chat'] as const,
  unread: (who: string) => ['chat', 'unread', who] as const,
  launch: (who: string) => ['chat', 'launch', who] as const,
};

/** Who the chat calls speak for: the member's token, else the visitor's key, else nobody. */
export function useChatWho(): { who: string; visitorKey: string | undefined } {
  const token = useSession()?.token;
  const visitorKey = useStore(chatVisitorKey) ?? localStore.get(visitorStorageKey()) ?? undefined;
  if (token) return { who: `member:${token}`, visitorKey: undefined };
  return { who: visitorKey ? `visitor:${visitorKey}` : '', visitorKey };
}

/** How many answers the player has not seen (the Service tab's badge); asked each 30 s. */
export function useChatUnread(): number {
  const { who, visitorKey } = useChatWho();
  const query = useQuery({
    queryKey: chatKeys.unread(who),
    queryFn: async () =>
      (await api.call(chatUnreadCount, { body: { visitorKey }, alert: false })).count,
    enabled: who !== '',
    refetchInterval: 30_000,
  });
  return query.data ?? 0;
}
