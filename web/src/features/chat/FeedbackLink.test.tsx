import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { endSession, startSession } from '../../lib/session';
import { renderForTest } from '../../../test/render';
import { FeedbackLink } from './FeedbackLink';

vi.mock('wouter', () => ({
  Link: ({ href, children }: { href: string; children: string }) => <a href={href}>{children}</a>,
}));

beforeAll(() => setLanguage('EN'));
afterEach(() => {
  endSession();
  document.body.innerHTML = '';
});

describe('the feedback link of customer service', () => {
  it('leads a member to /m/feedback and is not offered to a visitor', async () => {
    const visitor = await renderForTest(<FeedbackLink />);
    expect(visitor.container.querySelector('a')).toBeNull();
    visitor.unmount();

    startSession({
      spanId: 's',
      id: '1',
      token: 'token-1',
      merchantCode: 'demo',
      userName: 'player',
      type: 0,
      firstTimeLogin: false,
    });
    const member = await renderForTest(<FeedbackLink />);
    const link = member.container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/m/feedback');
    expect(link.textContent).toBe('Feedback');
    member.unmount();
  });
});
