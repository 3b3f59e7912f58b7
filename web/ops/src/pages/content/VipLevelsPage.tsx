import type { OpsVipLevel } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { TextField } from '../../components/Field';
import { ContentPage } from './ContentPage';
import { PlayerFrame } from './PlayerPreview';
import type { ContentKind, FieldsProps } from './content-kind';
import { pick, withText } from './content-form';
import {
  vipLevelBodyOf,
  vipLevelDraftOf,
  withBenefit,
  withNewBenefit,
  type VipLevelBody,
  type VipLevelDraft,
} from './vip-level-draft';
import { useSaveVipLevel } from './queries';

function Texts({ draft, update, language }: FieldsProps<VipLevelDraft>) {
  const t = useT();
  const may = useOperator().may('content.edit');
  return (
    <>
      <TextField
        label={t('content.nameIn', { language })}
        value={draft.labelName[language] ?? ''}
        onValue={(value) =>
          update((previous) => ({
            ...previous,
            labelName: withText(previous.labelName, language, value),
          }))
        }
        maxLength={60}
      />
      {draft.benefits.map((benefit, index) => (
        <TextField
          key={index}
          label={t('content.benefitIn', { number: index + 1, language })}
          value={benefit[language] ?? ''}
          onValue={(value) => update((previous) => withBenefit(previous, index, language, value))}
          maxLength={200}
        />
      ))}
      {may && (
        <p>
          <button type="button" onClick={() => update(withNewBenefit)}>
            {t('content.addBenefit')}
          </button>
        </p>
      )}
    </>
  );
}

function Preview(props: { draft: VipLevelDraft; language: string; fallback: string }) {
  const { draft, language, fallback } = props;
  return (
    <PlayerFrame language={language}>
      <article className="announcement-preview">
        <h3>{pick(draft.labelName, language, fallback)}</h3>
        <ul>
          {draft.benefits.map((benefit, index) => (
            <li key={index}>{pick(benefit, language, fallback)}</li>
          ))}
        </ul>
      </article>
    </PlayerFrame>
  );
}

/** Ranks and conditions are the merchant file's: the console edits names and benefits only. */
const VIP_LEVELS: ContentKind<OpsVipLevel, VipLevelDraft, VipLevelBody> = {
  titleKey: 'content.vipLevels',
  editKey: 'content.editVipLevel',
  list: {},
  items: (content) => content.vipLevels,
  listed: (level, { defaultLanguage }, t) => ({
    id: level.labelId,
    title: pick(level.labelName, defaultLanguage, defaultLanguage),
    detail: t('content.rank', { rank: level.rankLevel }),
  }),
  draftOf: vipLevelDraftOf,
  bodyOf: vipLevelBodyOf,
  useSave: useSaveVipLevel,
  written: (draft, language) => !!draft.labelName[language],
  Texts,
  Preview,
};

/** VIP levels: their names and benefits per language (ranks and conditions are the file's). */
export default function VipLevelsPage() {
  return <ContentPage kind={VIP_LEVELS} />;
}
