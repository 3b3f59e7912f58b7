import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerServiceScript,
  launchChat,
  markChatRead,
  saveMemberInfoByAuthKey,
  sendChatMessage,
  type CallBody,
} from '@lobby/contract';
import { api } from '../../lib/api';
import { chatKeys, saveChatVisitorKey, useChatWho } from '../../lib/chat';
import { useSession } from '../../lib/session';

/** Opens the player's chat (a visitor's first call makes one and keeps its key). */
export function useLaunchChat() {
  const { who, visitorKey } = useChatWho();
  return useQuery({
    queryKey: chatKeys.launch(who),
    queryFn: async () => {
      const value = await api.call(launchChat, { body: { visitorKey }, alert: false });
      if (value.visitorKey && value.visitorKey !== visitorKey) saveChatVisitorKey(value.visitorKey);
      return value;
    },
    staleTime: Infinity,
    retry: false,
  });
}

/** Sends one message; the same clientId on a retry lands once. */
export function useSendChatMessage() {
  const { visitorKey } = useChatWho();
  return useMutation({
    mutationFn: (message: Omit<CallBody<typeof sendChatMessage>, 'visitorKey'>) =>
      api.call(sendChatMessage, { body: { ...message, visitorKey } }),
  });
}

/** Marks the answers up to an id as seen and clears the Service tab's badge. */
export function useMarkChatRead() {
  const queryClient = useQueryClient();
  const { who, visitorKey } = useChatWho();
  return useMutation({
    mutationFn: (upTo: number) =>
      api.call(markChatRead, { body: { upTo, visitorKey }, alert: false }),
    onSuccess: () => queryClient.setQueryData(chatKeys.unread(who), 0),
  });
}

export const customerServiceKeys = {
  script: (token: string) => ['customerService', 'script', token] as const,
};

/** The merchant's customer-service entries for this player, and its chat widget if any. */
export function useCustomerServiceScript() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: customerServiceKeys.script(token),
    queryFn: () => api.call(customerServiceScript, { alert: false }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** A fresh authKey for a member's chat link (never the session token). */
export function useSaveChatAuthKey() {
  return useMutation({
    mutationFn: () => api.call(saveMemberInfoByAuthKey, { body: {}, alert: false }),
  });
}
