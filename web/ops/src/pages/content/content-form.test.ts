import { describe, expect, it } from 'vitest';
import {
  fromLocalInput,
  linesOf,
  movedOrder,
  pick,
  toLines,
  toLocalInput,
  withText,
} from './content-form';

describe('moments in the date-time inputs', () => {
  it('reads back what it writes, to the minute', () => {
    const iso = '2026-03-04T05:06:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });

  it('leaves empty and unreadable values empty', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBeNull();
  });
});

describe('texts per language', () => {
  it('sets one language, leaving the others', () => {
    expect(withText({ EN: 'a', TH: 'b' }, 'TH', 'c')).toEqual({ EN: 'a', TH: 'c' });
  });

  it('splits rich text into lines, none for an empty text', () => {
    expect(toLines('a\r\nb\nc')).toEqual(['a', 'b', 'c']);
    expect(toLines('')).toEqual([]);
    expect(linesOf({ EN: 'a\nb', TH: '' })).toEqual({ EN: ['a', 'b'], TH: [] });
  });

  it("picks a language's text, else the default language's, else nothing", () => {
    expect(pick({ EN: 'en', TH: 'th' }, 'TH', 'EN')).toBe('th');
    expect(pick({ EN: 'en', TH: '' }, 'TH', 'EN')).toBe('en');
    expect(pick({}, 'TH', 'EN')).toBe('');
  });
});

describe('moving an item in the order', () => {
  const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('moves up and down by one place', () => {
    expect(movedOrder(items, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedOrder(items, 1, 1)).toEqual(['a', 'c', 'b']);
  });
});
