import { describe, expect, it } from 'vitest';
import { transferTargets } from './assignment';

describe('whom a conversation can be handed to', () => {
  const agents = [{ username: 'ann' }, { username: 'bob' }, { username: 'cy' }];

  it('is every agent but its assignee and oneself', () => {
    expect(transferTargets(agents, 'bob', 'ann')).toEqual([{ username: 'cy' }]);
    expect(transferTargets(agents, null, 'ann')).toEqual([{ username: 'bob' }, { username: 'cy' }]);
  });
});
