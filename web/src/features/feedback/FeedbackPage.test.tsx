import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-client';
import { setLanguage } from '../../lib/i18n';
import { renderForTest } from '../../../test/render';
import FeedbackPage from './FeedbackPage';

vi.mock('wouter', () => ({ Link: () => null }));
vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));

beforeAll(() => setLanguage('EN'));
afterEach(() => {
  vi.mocked(api.call).mockReset();
  document.body.innerHTML = '';
});

describe('FeedbackPage', () => {
  it('says why a submission over the limit was refused, where no dialog opens', async () => {
    vi.mocked(api.call).mockRejectedValue(
      new ApiError('failure', 'TOO_MANY_REQUEST_FEEDBACK', 'Too many', 429),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const view = await renderForTest(
      <QueryClientProvider client={client}>
        <FeedbackPage />
      </QueryClientProvider>,
    );
    const text = view.container.querySelector<HTMLTextAreaElement>('#feedback-text')!;
    await view.act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(
        text,
        'The reels froze',
      );
      text.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await view.act(() => view.container.querySelector('form')!.requestSubmit());
    expect(api.call).toHaveBeenCalledTimes(1);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'You have sent a lot of feedback recently. Please try again later.',
    );
    view.unmount();
  });
});
