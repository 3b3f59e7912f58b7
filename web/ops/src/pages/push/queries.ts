import { useMutation } from '@tanstack/react-query';
import { calls, type CallBody } from '@lobby/contract';
import { opsRequest } from '../../lib/api';

/** Sends a push (queued for every subscription it reaches; audited by the server). */
export function useSendPush() {
  return useMutation({
    mutationFn: (body: CallBody<typeof calls.opsPushSend>) =>
      opsRequest(calls.opsPushSend, { body }),
  });
}
