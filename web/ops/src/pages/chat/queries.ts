import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calls,
  CHAT_MESSAGE_EVENT,
  OPS_CHAT_STREAM_PATH,
  type CallBody,
  type OpsConversationFilter,
} from '@lobby/contract';
import { getActingMerchant, opsRequest } from '../../lib/api';

export const chatKeys = {
  all: ['ops', 'chat'] as const,
  conversations: (filter: OpsConversationFilter) =>
    [...chatKeys.all, 'conversations', filter] as const,
  messages: (conversationId: number) => [...chatKeys.all, 'messages', conversationId] as const,
  agents: () => [...chatKeys.all, 'agents'] as const,
  canned: () => [...chatKeys.all, 'canned'] as const,
};

/** The inbox of a filter, with unread counts; asked again every 30 s and on every live message. */
export function useConversations(filter: OpsConversationFilter) {
  return useQuery({
    queryKey: chatKeys.conversations(filter),
    queryFn: () => opsRequest(calls.opsChatConversations, { query: { filter } }),
    refetchInterval: 30_000,
  });
}

/** A conversation's messages; reading them marks the player's as seen. */
export function useMessages(conversationId: number | undefined) {
  return useQuery({
    queryKey: chatKeys.messages(conversationId ?? 0),
    queryFn: () =>
      opsRequest(calls.opsChatMessages, { query: { conversationId: String(conversationId) } }),
    enabled: conversationId !== undefined,
  });
}

export function useAgents() {
  return useQuery({
    queryKey: chatKeys.agents(),
    queryFn: () => opsRequest(calls.opsChatAgents),
    staleTime: 60_000,
  });
}

export function useCannedReplies() {
  return useQuery({
    queryKey: chatKeys.canned(),
    queryFn: () => opsRequest(calls.opsCannedReplies),
  });
}

/** Refreshes the inbox and the open conversation whenever a message arrives on the stream. */
export function useChatStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // EventSource sends no headers: a super-operator's merchant rides the query instead.
    const merchant = getActingMerchant();
    const source = new EventSource(
      merchant
        ? `${OPS_CHAT_STREAM_PATH}?merchant=${encodeURIComponent(merchant)}`
        : OPS_CHAT_STREAM_PATH,
    );
    source.addEventListener(CHAT_MESSAGE_EVENT, (event) => {
      const { conversationId } = JSON.parse((event as MessageEvent<string>).data) as {
        conversationId: number;
      };
      void queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'conversations'] });
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
    });
    return () => source.close();
  }, [queryClient]);
}

/** Runs a chat call, then refreshes everything the chat pages show. */
function useChatMutation<A, V>(run: (args: A) => Promise<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Not awaited: the mutation settles as soon as the server answered.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}

export const useReply = () =>
  useChatMutation((body: CallBody<typeof calls.opsChatReply>) =>
    opsRequest(calls.opsChatReply, { body }),
  );

export const useAssign = () =>
  useChatMutation((body: CallBody<typeof calls.opsChatAssign>) =>
    opsRequest(calls.opsChatAssign, { body }),
  );

export const useSaveCannedReply = () =>
  useChatMutation(
    (
      body:
        CallBody<typeof calls.opsUpdateCannedReply> | CallBody<typeof calls.opsCreateCannedReply>,
    ) =>
      'id' in body
        ? opsRequest(calls.opsUpdateCannedReply, { body })
        : opsRequest(calls.opsCreateCannedReply, { body }),
  );

export const useDeleteCannedReply = () =>
  useChatMutation((id: number) =>
    opsRequest(calls.opsDeleteCannedReply, { query: { id: String(id) } }),
  );
