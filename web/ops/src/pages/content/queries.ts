import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type CallBody, type CallDef } from '@lobby/contract';
import { opsRequest } from '../../lib/api';

export const contentKeys = {
  all: ['ops', 'content'] as const,
};

/** The merchant's content: every kind, every language. */
export function useContent() {
  return useQuery({
    queryKey: contentKeys.all,
    queryFn: () => opsRequest(calls.opsContent),
  });
}

/** One edit call; the list is read again once it is done. */
function useEdit<C extends CallDef>(call: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<C>) => opsRequest(call, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export const useSavePromotion = () => useEdit(calls.opsSavePromotion);
export const useSaveAnnouncement = () => useEdit(calls.opsSaveAnnouncement);
export const useSaveBanner = () => useEdit(calls.opsSaveBanner);
export const useSaveVipLevel = () => useEdit(calls.opsSaveVipLevel);
export const useSetEnabled = () => useEdit(calls.opsSetContentEnabled);
export const useOrder = () => useEdit(calls.opsOrderContent);
