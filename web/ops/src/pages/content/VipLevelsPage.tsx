import { useState } from 'react';
import type { OpsVipLevel } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { ContentList } from './ContentList';
import { LanguagePicker } from './LanguagePicker';
import { PlayerFrame } from './PlayerPreview';
import { pick, withText } from './content-form';
import { useContent, useSaveVipLevel } from './queries';

/** VIP levels: their names and benefits per language (ranks and conditions are the file's). */
export default function VipLevelsPage() {
  const t = useT();
  const content = useContent();
  const [open, setOpen] = useState<OpsVipLevel | undefined>();
  if (!content.data) return content.error ? <ErrorMessage error={content.error} /> : <Loading />;
  const { vipLevels, languages, defaultLanguage } = content.data;
  return (
    <section>
      <h1>{t('content.vipLevels')}</h1>
      <ContentList
        label={t('content.vipLevels')}
        items={vipLevels.map((level) => ({
          id: level.labelId,
          title: pick(level.labelName, defaultLanguage, defaultLanguage),
          detail: t('content.rank', { rank: level.rankLevel }),
        }))}
        onOpen={(id) => setOpen(vipLevels.find((level) => level.labelId === id))}
      />
      {open && (
        <VipLevelEditor
          key={open.labelId}
          initial={open}
          languages={languages}
          defaultLanguage={defaultLanguage}
          onDone={() => setOpen(undefined)}
        />
      )}
    </section>
  );
}

function VipLevelEditor(props: {
  initial: OpsVipLevel;
  languages: string[];
  defaultLanguage: string;
  onDone: () => void;
}) {
  const t = useT();
  const may = useOperator().may('content.edit');
  const save = useSaveVipLevel();
  const [labelName, setLabelName] = useState(props.initial.labelName);
  const [benefits, setBenefits] = useState(props.initial.benefits);
  const [language, setLanguage] = useState(props.defaultLanguage);
  const fallback = props.defaultLanguage;
  return (
    <div className="ops-content-layout">
      <form
        className="ops-panel ops-editor"
        aria-label={t('content.editVipLevel')}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { labelId: props.initial.labelId, labelName, benefits },
            { onSuccess: props.onDone },
          );
        }}
      >
        <h2>{props.initial.labelId}</h2>
        <LanguagePicker
          languages={props.languages}
          value={language}
          onValue={setLanguage}
          written={(code) => !!labelName[code]}
        />
        <TextField
          label={t('content.nameIn', { language })}
          value={labelName[language] ?? ''}
          onValue={(value) => setLabelName((previous) => withText(previous, language, value))}
          maxLength={60}
        />
        {benefits.map((benefit, index) => (
          <TextField
            key={index}
            label={t('content.benefitIn', { number: index + 1, language })}
            value={benefit[language] ?? ''}
            onValue={(value) =>
              setBenefits((previous) =>
                previous.map((item, at) => (at === index ? withText(item, language, value) : item)),
              )
            }
            maxLength={200}
          />
        ))}
        {may && (
          <p>
            <button type="button" onClick={() => setBenefits((previous) => [...previous, {}])}>
              {t('content.addBenefit')}
            </button>
          </p>
        )}
        <ErrorMessage error={save.error} />
        <div className="ops-actions">
          {may && (
            <button type="submit" className="ops-primary" disabled={save.isPending}>
              {t('common.save')}
            </button>
          )}
          <button type="button" onClick={props.onDone}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
      <PlayerFrame language={language}>
        <article className="announcement-preview">
          <h3>{pick(labelName, language, fallback)}</h3>
          <ul>
            {benefits.map((benefit, index) => (
              <li key={index}>{pick(benefit, language, fallback)}</li>
            ))}
          </ul>
        </article>
      </PlayerFrame>
    </div>
  );
}
