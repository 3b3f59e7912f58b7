import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calls,
  OPS_FEEDBACK_SCREENSHOT_PATH,
  type CallBody,
  type CallQuery,
} from '@lobby/contract';
import { getActingMerchant, OpsApiError, opsRequest } from '../../lib/api';

export type FeedbackQuery = CallQuery<typeof calls.opsFeedbackList>;

export const feedbackKeys = {
  all: ['ops', 'feedback'] as const,
  page: (query: FeedbackQuery) => [...feedbackKeys.all, 'page', query] as const,
};

/** One page of feedback, newest first, of a status or all. */
export function useFeedbackPage(query: FeedbackQuery) {
  return useQuery({
    queryKey: feedbackKeys.page(query),
    queryFn: () => opsRequest(calls.opsFeedbackList, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useSetFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof calls.opsSetFeedbackStatus>) =>
      opsRequest(calls.opsSetFeedbackStatus, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}

/**
 * A feedback's screenshot as an object URL for an <img>: the image comes as bytes with the
 * session cookie (and a super-operator's merchant), never as a page of its own. The URL is
 * released when the component goes or shows another feedback.
 */
export function useScreenshotUrl(feedbackId: number | undefined): {
  url?: string;
  error?: unknown;
} {
  const [state, setState] = useState<{ url?: string; error?: unknown }>({});
  useEffect(() => {
    if (feedbackId === undefined) return undefined;
    let url: string | undefined;
    let live = true;
    const merchant = getActingMerchant();
    fetch(`${OPS_FEEDBACK_SCREENSHOT_PATH}?id=${feedbackId}`, {
      credentials: 'same-origin',
      headers: merchant ? { merchant } : {},
    })
      .then(async (response) => {
        if (!response.ok) {
          const answer = (await response.json().catch(() => undefined)) as
            { errorCode?: string; message?: string } | undefined;
          throw new OpsApiError(
            answer?.errorCode ?? 'bad_answer',
            response.status,
            answer?.message ?? '',
          );
        }
        const blob = await response.blob();
        url = URL.createObjectURL(blob);
        if (live) setState({ url });
        else URL.revokeObjectURL(url);
      })
      .catch((error: unknown) => live && setState({ error }));
    return () => {
      live = false;
      setState({});
      if (url) URL.revokeObjectURL(url);
    };
  }, [feedbackId]);
  return state;
}
