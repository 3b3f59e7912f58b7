import { BANNER_LINKAGE_TYPES, type OpsBanner } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { SelectField, TextField } from '../../components/Field';
import { ContentPage } from './ContentPage';
import { PlayerFrame } from './PlayerPreview';
import type { ContentKind, FieldsProps } from './content-kind';
import { withText } from './content-form';
import {
  bannerBodyOf,
  bannerDraftOf,
  bannerGroups,
  bannerShown,
  blankBanner,
  withWords,
  wordsIn,
  type BannerBody,
  type BannerDraft,
} from './banner-draft';
import { useSaveBanner } from './queries';
// The player's carousel styles, so the preview is its slide.
import '#shared/banner-slide.css';

type Props = FieldsProps<BannerDraft>;

function Settings({ draft, update }: Props) {
  const t = useT();
  const set =
    <K extends keyof BannerDraft>(name: K) =>
    (value: BannerDraft[K]) =>
      update((previous) => ({ ...previous, [name]: value }));
  return (
    <>
      <TextField
        label={t('content.group')}
        value={draft.groupName}
        onValue={set('groupName')}
        maxLength={64}
      />
      <TextField
        label={t('content.altText')}
        value={draft.title}
        onValue={set('title')}
        maxLength={120}
      />
      <SelectField
        label={t('content.linkageType')}
        value={draft.linkageType}
        onValue={(value) => set('linkageType')(value as BannerDraft['linkageType'])}
        options={BANNER_LINKAGE_TYPES.map((type) => ({
          value: type,
          label: t(`content.linkage.${type}`),
        }))}
      />
      <TextField
        label={t('content.linkage')}
        value={draft.linkage}
        onValue={set('linkage')}
        maxLength={500}
      />
    </>
  );
}

function Texts({ draft, update, language }: Props) {
  const t = useT();
  const words = wordsIn(draft, language);
  const setWords = (name: 'title' | 'action') => (value: string) =>
    update((previous) => withWords(previous, language, name, value));
  return (
    <>
      <TextField
        label={t('content.titleIn', { language })}
        value={words.title}
        onValue={setWords('title')}
        maxLength={120}
      />
      <TextField
        label={t('content.actionIn', { language })}
        value={words.action}
        onValue={setWords('action')}
        maxLength={60}
      />
      <TextField
        label={t('content.imageIn', { language })}
        value={draft.images[language] ?? ''}
        onValue={(value) =>
          update((previous) => ({
            ...previous,
            images: withText(previous.images, language, value),
          }))
        }
        maxLength={500}
        hint={t('content.imageHint')}
      />
    </>
  );
}

function Preview(props: { draft: BannerDraft; language: string; fallback: string }) {
  const { words, image } = bannerShown(props.draft, props.language, props.fallback);
  return (
    <PlayerFrame language={props.language}>
      <section className="banner-carousel">
        <div className="banner-track">
          <div className="banner-slide banner-box">
            {image && <img src={image} alt="" width={720} height={360} />}
            {words && (
              <span className="banner-caption">
                <span className="banner-caption-title">{words.title}</span>
                {words.action && <span className="banner-caption-action">{words.action}</span>}
              </span>
            )}
          </div>
        </div>
      </section>
    </PlayerFrame>
  );
}

const BANNERS: ContentKind<OpsBanner, BannerDraft, BannerBody> = {
  titleKey: 'content.banners',
  editKey: 'content.editBanner',
  list: { kind: 'banner', orderable: true, switchable: true },
  items: (content) => content.banners,
  groups: (banners) =>
    bannerGroups(banners).map((name) => ({
      name,
      items: banners.filter((banner) => banner.groupName === name),
    })),
  listed: (banner, { defaultLanguage }) => ({
    id: banner.id,
    title: banner.texts[defaultLanguage]?.title ?? banner.title,
    enabled: banner.enabled,
    detail: banner.language ?? '',
  }),
  draftOf: bannerDraftOf,
  blank: (_content, banners) => blankBanner(bannerGroups(banners)),
  bodyOf: bannerBodyOf,
  useSave: useSaveBanner,
  written: (draft, language) => !!draft.texts[language]?.title,
  Settings,
  Texts,
  Preview,
};

/** Banners: each group's banners in order, and the editor with the player's slide per language. */
export default function BannersPage() {
  return <ContentPage kind={BANNERS} />;
}
