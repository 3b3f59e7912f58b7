import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { bindMemberQueriesToSession, MEMBER_QUERY_SCOPE } from './member-scope';
import { endSession, startSession } from './session';

const member = {
  spanId: 's',
  id: '1',
  token: 't1',
  merchantCode: 'demo',
  userName: 'ann',
  type: 0,
  firstTimeLogin: false,
};

afterEach(() => endSession());

describe('member queries follow the session', () => {
  it('are dropped when the session ends, public queries stay', () => {
    startSession(member);
    const client = new QueryClient();
    const unbind = bindMemberQueriesToSession(client);
    client.setQueryData([...MEMBER_QUERY_SCOPE, 'info', 't1'], { account: 'ann' });
    client.setQueryData(['system', 'status'], { ok: true });

    endSession();

    expect(client.getQueryData([...MEMBER_QUERY_SCOPE, 'info', 't1'])).toBeUndefined();
    expect(client.getQueryData(['system', 'status'])).toEqual({ ok: true });
    unbind();
  });

  it('are dropped when another member signs in, and kept while the token stays', () => {
    startSession(member);
    const client = new QueryClient();
    const unbind = bindMemberQueriesToSession(client);
    client.setQueryData([...MEMBER_QUERY_SCOPE, 'info', 't1'], { account: 'ann' });

    startSession({ ...member, type: 1 });
    expect(client.getQueryData([...MEMBER_QUERY_SCOPE, 'info', 't1'])).toEqual({ account: 'ann' });

    startSession({ ...member, token: 't2', userName: 'bob' });
    expect(client.getQueryData([...MEMBER_QUERY_SCOPE, 'info', 't1'])).toBeUndefined();
    unbind();
  });
});
