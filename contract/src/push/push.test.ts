import { describe, expect, it } from 'vitest';
import { isPushLink, pushContentFor, readPushPayload } from './push.js';

describe('push payloads', () => {
  it('lead only into the app or to https pages', () => {
    expect(isPushLink('/m/promotions')).toBe(true);
    expect(isPushLink('https://example.com/x')).toBe(true);
    for (const url of ['javascript:alert(1)', 'http://example.com', '//evil.example', '/ops/']) {
      expect(isPushLink(url), url).toBe(false);
    }
  });

  it('are read from push data, with a bad link sent home', () => {
    expect(readPushPayload({ title: 'Hi', body: 'b', url: '/m/x' })).toEqual({
      title: 'Hi',
      body: 'b',
      url: '/m/x',
    });
    expect(readPushPayload({ title: 'Hi', url: 'javascript:x' })).toEqual({
      title: 'Hi',
      body: '',
      url: '/m/home',
    });
    expect(readPushPayload({ body: 'no title' })).toBeUndefined();
    expect(readPushPayload('text')).toBeUndefined();
  });

  it("use the member's language where given, else the default", () => {
    const contents = { EN: 'en', TH: 'th' };
    expect(pushContentFor(contents, 'TH', 'EN')).toBe('th');
    expect(pushContentFor(contents, 'JA', 'EN')).toBe('en');
    expect(pushContentFor(contents, null, 'EN')).toBe('en');
  });
});
