import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod/mini';
import {
  callStringFields,
  fieldLabel,
  isSafeTextSchema,
  ITEM,
  RECORD_KEY,
  stringLeaves,
} from '../../test/string-fields.js';
import { isSafeText, text } from './text.js';

/** Control characters (C0, DEL, C1) and lone surrogates: what no text field accepts. */
const unsafe = fc
  .oneof(
    fc.integer({ min: 0, max: 0x1f }),
    fc.constant(0x7f),
    fc.integer({ min: 0x80, max: 0x9f }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
  )
  .map((code) => String.fromCharCode(code));

describe('the text type', () => {
  it('refuses NUL, any control character and lone surrogates wherever they sit', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        unsafe,
        fc.string({ maxLength: 20 }),
        (a, bad, b) => {
          const value = `${a}${bad}${b}`;
          expect(isSafeText(value)).toBe(false);
          expect(text(64).safeParse(value).success).toBe(false);
        },
      ),
    );
  });

  it('keeps every other text: letters of any script, emoji, symbols', () => {
    for (const value of ['ｐａｓｓｗｏｒｄ１２３', 'สวัสดี', '你好', 'a b-c_d', '🎰🎲', 'é', '']) {
      expect(text(64).safeParse(value).success, value).toBe(true);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (value) => {
        const clean = [...value].filter((c) => !/[\p{Cc}\p{Cs}]/u.test(c)).join('');
        expect(isSafeText(clean)).toBe(true);
      }),
    );
  });
});

describe("every call's query and body", () => {
  const fields = callStringFields();

  it('take text only through the contract text type (a plain z.string() fails here)', () => {
    const plain = fields
      .filter((field) => !isSafeTextSchema(field.schema))
      .map((field) => `${field.call} ${fieldLabel(field.where, field.path)}`);
    expect(plain).toEqual([]);
  });

  it('are walked into: nested, optional, defaulted and record fields are all found', () => {
    const names = fields.map((field) => `${field.call} ${fieldLabel(field.where, field.path)}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'banners query.groupName',
        'sessionLogin body.username',
        'sessionLogin body.loginDeviceId',
        'memberRegister body.registerUrl',
        'memberRegister body.pixelTrack.*',
        'launchGame body.gameId',
      ]),
    );
    // A record's keys are text too.
    expect(fields.some((f) => f.call === 'memberRegister' && f.path.includes(RECORD_KEY))).toBe(
      true,
    );
  });

  it('the walk tells a plain string from a text field, inside any wrapper', () => {
    const schema = z.object({
      a: z.optional(z.string()),
      b: z._default(text(8), 'x'),
      c: z.nullable(z.record(z.string(), z.array(text(4)))),
    });
    const leaves = stringLeaves(schema).map((leaf) => [
      leaf.path.map((segment) =>
        segment === RECORD_KEY ? 'key' : segment === ITEM ? 'item' : segment,
      ),
      isSafeTextSchema(leaf.schema),
    ]);
    expect(leaves).toEqual([
      [['a'], false],
      [['b'], true],
      [['c', 'key'], false],
      [['c', 'item', 'item'], true],
    ]);
    expect(() => stringLeaves(z.object({ d: z.date() }))).toThrow(/date/);
  });
});
