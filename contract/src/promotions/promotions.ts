/** The promotion, announcement and VIP rules of SPEC sections 3 and 4 that both sides need. */

/** A text an operator gives per language (upper-case codes as the merchant file names them). */
export type Localized = Readonly<Record<string, string>>;

/**
 * The text for a language and the language it is written in: the language's own, else the
 * fallback language's (the merchant's default), else English, else the first one given.
 */
export function pickLocalizedText(
  text: Localized,
  language: string,
  fallback = 'EN',
): { text: string; language: string } {
  const order = [language.toUpperCase(), fallback.toUpperCase(), 'EN', ...Object.keys(text)];
  const found = order.find((code) => text[code] !== undefined);
  return found === undefined
    ? { text: '', language: language.toUpperCase() }
    : { text: text[found]!, language: found };
}

/** The text of pickLocalizedText alone. */
export function pickLocalized(text: Localized, language: string, fallback = 'EN'): string {
  return pickLocalizedText(text, language, fallback).text;
}

/** A validity window [startsAt, endsAt): ISO texts as files and answers carry them, or dates. */
export interface ValidityWindow {
  startsAt: string | Date;
  endsAt: string | Date | null;
}

/** Where `now` lies against a validity window: before it, in it, or after it (an absent end never ends). */
export function windowPhase(window: ValidityWindow, now: Date): 'future' | 'current' | 'ended' {
  const at = now.getTime();
  const time = (value: string | Date) =>
    typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (time(window.startsAt) > at) return 'future';
  return window.endsAt !== null && time(window.endsAt) <= at ? 'ended' : 'current';
}

/** True while `now` lies in a validity window [startsAt, endsAt); an absent end never ends. */
export function isWithinWindow(window: ValidityWindow, now: Date): boolean {
  return windowPhase(window, now) === 'current';
}

/** The promotion kinds MCSFE_getMerchantAvailablePromotions reports (SPEC section 3). */
export const AVAILABLE_PROMOTION_KINDS = ['APP_DOWNLOAD', 'REFERRAL'] as const;
export type AvailablePromotionKind = (typeof AVAILABLE_PROMOTION_KINDS)[number];

/** How a promotion is taken: not at all (read only), by a claim button, or by a promo code. */
export const PROMOTION_CLAIM_KINDS = ['none', 'claim', 'promoCode'] as const;
export type PromotionClaimKind = (typeof PROMOTION_CLAIM_KINDS)[number];

/** VIP label types: AUTO labels follow the rank rules and show their benefits (SPEC section 3). */
export const CLUB_LABEL_TYPES = ['AUTO', 'MANUAL'] as const;
export type ClubLabelType = (typeof CLUB_LABEL_TYPES)[number];

/** True when a member's club label shows its VIP benefits: only labels of type AUTO do. */
export function showsVipBenefits(label: { type: string } | null | undefined): boolean {
  return label?.type === 'AUTO';
}

/** What MCSFE_getPlayerRankProgress answers, flattened. */
export interface RankProgressFacts {
  completedConditions: number;
  totalExpectedConditions: number;
  labelId: string | null;
}

/**
 * VIP progress (SPEC section 4): completed divided by total, or 1 (full) when there is no
 * labelId; a level without conditions is full too, and the share never leaves 0..1.
 */
export function vipProgress(progress: RankProgressFacts): number {
  if (!progress.labelId) return 1;
  const { completedConditions: done, totalExpectedConditions: total } = progress;
  if (!(total > 0)) return 1;
  return Math.min(1, Math.max(0, done / total));
}

/**
 * The conditions a member counts on a level: whole, never below 0, never beyond the level's
 * total (an operator's label or a stale count never shows more than full).
 */
export function clampConditions(completed: number, total: number): number {
  return Math.max(0, Math.min(Math.floor(total), Math.floor(completed)));
}

/**
 * Promo codes are compared case-insensitively, without surrounding spaces: what a player types
 * on a phone keyboard (auto-capitalised or not) still matches.
 */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** One block of a promotion's rich content, rendered as elements by web (never as HTML). */
export type RichBlock =
  | { kind: 'heading'; spans: RichSpan[] }
  | { kind: 'paragraph'; spans: RichSpan[] }
  | { kind: 'list'; items: RichSpan[][] };
export interface RichSpan {
  text: string;
  strong: boolean;
}

function spansOf(line: string): RichSpan[] {
  return line
    .split(/\*\*/)
    .map((text, index) => ({ text, strong: index % 2 === 1 }))
    .filter((span) => span.text !== '');
}

/**
 * Parses an operator's rich content, a small Markdown: `## ` headings, `- ` list items,
 * `**bold**`, blank lines between paragraphs. Anything else is plain text, HTML included, so the
 * content can carry no markup, script or link of its own: it is safe however it was written.
 */
export function parseRichText(markdown: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0)
      blocks.push({ kind: 'paragraph', spans: spansOf(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', spans: spansOf(line.slice(3)) });
    } else if (line.startsWith('- ')) {
      flush();
      const last = blocks.at(-1);
      const item = spansOf(line.slice(2));
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
