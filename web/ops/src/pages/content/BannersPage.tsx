import { useState } from 'react';
import { BANNER_LINKAGE_TYPES, type OpsBanner } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SelectField, TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { ContentList } from './ContentList';
import { LanguagePicker } from './LanguagePicker';
import { PlayerFrame } from './PlayerPreview';
import { withText } from './content-form';
import { useContent, useSaveBanner } from './queries';
// The player's carousel styles, so the preview is its slide.
import '../../../../src/features/games/games.css';

type Draft = Omit<OpsBanner, 'ordinal' | 'language'> & { mode: 'create' | 'update' };

/** Banners: each group's banners in order, and the editor with the player's slide per language. */
export default function BannersPage() {
  const t = useT();
  const may = useOperator().may('content.edit');
  const content = useContent();
  const [draft, setDraft] = useState<Draft | undefined>();
  if (!content.data) return content.error ? <ErrorMessage error={content.error} /> : <Loading />;
  const { banners, languages, defaultLanguage } = content.data;
  const groups = [...new Set(banners.map((banner) => banner.groupName))];
  return (
    <section>
      <h1>{t('content.banners')}</h1>
      {groups.map((group) => (
        <div key={group}>
          <h2>{group}</h2>
          <ContentList
            label={group}
            kind="banner"
            orderable
            switchable
            items={banners
              .filter((banner) => banner.groupName === group)
              .map((banner) => ({
                id: banner.id,
                title: banner.texts[defaultLanguage]?.title ?? banner.title,
                enabled: banner.enabled,
                detail: banner.language ?? '',
              }))}
            onOpen={(id) => {
              const found = banners.find((banner) => banner.id === id);
              if (found) setDraft({ ...found, mode: 'update' });
            }}
          />
        </div>
      ))}
      {may && (
        <p>
          <button
            type="button"
            className="ops-primary"
            onClick={() =>
              setDraft({
                mode: 'create',
                id: '',
                groupName: groups[0] ?? 'm_home',
                enabled: true,
                title: '',
                texts: {},
                images: {},
                artwork: '',
                linkageType: 'NONE',
                linkage: '',
              })
            }
          >
            {t('content.new')}
          </button>
        </p>
      )}
      {draft && (
        <BannerEditor
          key={`${draft.mode}-${draft.id}`}
          initial={draft}
          languages={languages}
          defaultLanguage={defaultLanguage}
          onDone={() => setDraft(undefined)}
        />
      )}
    </section>
  );
}

function BannerEditor(props: {
  initial: Draft;
  languages: string[];
  defaultLanguage: string;
  onDone: () => void;
}) {
  const t = useT();
  const may = useOperator().may('content.edit');
  const save = useSaveBanner();
  const [draft, setDraft] = useState(props.initial);
  const [language, setLanguage] = useState(props.defaultLanguage);
  const fallback = props.defaultLanguage;
  const text = draft.texts[language] ?? { title: '', action: '' };
  const setWords = (name: 'title' | 'action') => (value: string) =>
    setDraft((previous) => ({
      ...previous,
      texts: { ...previous.texts, [language]: { ...text, [name]: value } },
    }));
  const shown = draft.texts[language] ?? draft.texts[fallback];
  const image = draft.images[language] || draft.images[fallback] || draft.artwork;
  return (
    <div className="ops-content-layout">
      <form
        className="ops-panel ops-editor"
        aria-label={t('content.editBanner')}
        onSubmit={(event) => {
          event.preventDefault();
          const { mode, id, groupName, title, texts, images, linkageType, linkage, enabled } =
            draft;
          save.mutate(
            { mode, id, groupName, title, texts, images, linkageType, linkage, enabled },
            { onSuccess: props.onDone },
          );
        }}
      >
        <h2>{draft.mode === 'create' ? t('content.new') : draft.id}</h2>
        {draft.mode === 'create' && (
          <TextField
            label={t('content.id')}
            value={draft.id}
            onValue={(id) => setDraft((previous) => ({ ...previous, id }))}
            maxLength={64}
            required
          />
        )}
        <TextField
          label={t('content.group')}
          value={draft.groupName}
          onValue={(groupName) => setDraft((previous) => ({ ...previous, groupName }))}
          maxLength={64}
        />
        <TextField
          label={t('content.altText')}
          value={draft.title}
          onValue={(title) => setDraft((previous) => ({ ...previous, title }))}
          maxLength={120}
        />
        <SelectField
          label={t('content.linkageType')}
          value={draft.linkageType}
          onValue={(value) =>
            setDraft((previous) => ({
              ...previous,
              linkageType: value as Draft['linkageType'],
            }))
          }
          options={BANNER_LINKAGE_TYPES.map((type) => ({
            value: type,
            label: t(`content.linkage.${type}`),
          }))}
        />
        <TextField
          label={t('content.linkage')}
          value={draft.linkage}
          onValue={(linkage) => setDraft((previous) => ({ ...previous, linkage }))}
          maxLength={500}
        />
        <LanguagePicker
          languages={props.languages}
          value={language}
          onValue={setLanguage}
          written={(code) => !!draft.texts[code]?.title}
        />
        <TextField
          label={t('content.titleIn', { language })}
          value={text.title}
          onValue={setWords('title')}
          maxLength={120}
        />
        <TextField
          label={t('content.actionIn', { language })}
          value={text.action}
          onValue={setWords('action')}
          maxLength={60}
        />
        <TextField
          label={t('content.imageIn', { language })}
          value={draft.images[language] ?? ''}
          onValue={(value) =>
            setDraft((previous) => ({
              ...previous,
              images: withText(previous.images, language, value),
            }))
          }
          maxLength={500}
          hint={t('content.imageHint')}
        />
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
        <section className="banner-carousel">
          <div className="banner-track">
            <div className="banner-slide banner-box">
              {image && <img src={image} alt="" width={720} height={360} />}
              {shown && (
                <span className="banner-caption">
                  <span className="banner-caption-title">{shown.title}</span>
                  {shown.action && <span className="banner-caption-action">{shown.action}</span>}
                </span>
              )}
            </div>
          </div>
        </section>
      </PlayerFrame>
    </div>
  );
}
