import { useMutation } from '@tanstack/react-query';
import { submitFeedback, type CallBody } from '@lobby/contract';
import { api } from '../../lib/api';

export const feedbackKeys = { submit: ['feedback', 'submit'] as const };

/** Sends the member's feedback; failures are said by the error catalogue. */
export function useSubmitFeedback() {
  return useMutation({
    mutationKey: feedbackKeys.submit,
    mutationFn: (body: CallBody<typeof submitFeedback>) => api.call(submitFeedback, { body }),
  });
}
