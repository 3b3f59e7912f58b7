import type { CallBody, OpsVipLevel, calls } from '@lobby/contract';
import { withText } from './content-form';

/** A VIP level as its form holds it: its names and benefits per language (id is its label). */
export interface VipLevelDraft {
  id: string;
  labelName: Record<string, string>;
  benefits: Record<string, string>[];
}
export type VipLevelBody = CallBody<typeof calls.opsSaveVipLevel>;

export const vipLevelDraftOf = (level: OpsVipLevel): VipLevelDraft => ({
  id: level.labelId,
  labelName: level.labelName,
  benefits: level.benefits,
});

export const vipLevelBodyOf = (draft: VipLevelDraft): VipLevelBody => ({
  labelId: draft.id,
  labelName: draft.labelName,
  benefits: draft.benefits,
});

/** The draft with one benefit's text in a language set. */
export const withBenefit = (
  draft: VipLevelDraft,
  index: number,
  language: string,
  text: string,
): VipLevelDraft => ({
  ...draft,
  benefits: draft.benefits.map((item, at) =>
    at === index ? withText(item, language, text) : item,
  ),
});

/** The draft with one more, empty benefit. */
export const withNewBenefit = (draft: VipLevelDraft): VipLevelDraft => ({
  ...draft,
  benefits: [...draft.benefits, {}],
});
