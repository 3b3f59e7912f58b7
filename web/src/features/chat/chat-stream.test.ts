import { describe, expect, it } from 'vitest';
import { parseEvents } from './chat-stream';

describe('parseEvents', () => {
  it('answers the data of complete message events and keeps the unfinished rest', () => {
    const text =
      ': heartbeat\n\nid: 4\nevent: message\ndata: {"id":4}\n\nid: 5\nevent: other\ndata: x\n\nid: 6\ndata: {"id"';
    expect(parseEvents(text)).toEqual({ events: ['{"id":4}'], rest: 'id: 6\ndata: {"id"' });
  });

  it('joins data lines and treats an unnamed event as a message', () => {
    expect(parseEvents('data: a\ndata: b\n\n')).toEqual({ events: ['a\nb'], rest: '' });
  });
});
