import type { OpsPromotion } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { Field, SelectField, TextField } from '../../components/Field';
import { ContentPage } from './ContentPage';
import { DateTimeField } from './DateTimeField';
import { PromotionCardPreview } from './PlayerPreview';
import type { ContentKind, FieldsProps } from './content-kind';
import { fromLocalInput, pick, withText } from './content-form';
import {
  blankPromotion,
  categoryOptions,
  promotionBodyOf,
  promotionDraftOf,
  promotionImage,
  type PromotionBody,
  type PromotionDraft,
} from './promotion-draft';
import { useSavePromotion } from './queries';

type Props = FieldsProps<PromotionDraft>;

function Settings({ draft, update, content }: Props) {
  const t = useT();
  const set =
    <K extends keyof PromotionDraft>(name: K) =>
    (value: PromotionDraft[K]) =>
      update((previous) => ({ ...previous, [name]: value }));
  return (
    <>
      <SelectField
        label={t('content.category')}
        name="category"
        value={draft.category}
        onValue={set('category')}
        options={categoryOptions(content)}
      />
      <DateTimeField
        label={t('content.startsAt')}
        value={draft.startsAt}
        onValue={set('startsAt')}
      />
      <DateTimeField
        label={t('content.endsAt')}
        hint={t('content.endsAtHint')}
        value={draft.endsAt}
        onValue={set('endsAt')}
      />
      <label className="ops-check">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => set('enabled')((event.target as HTMLInputElement).checked)}
        />
        {t('content.shown')}
      </label>
    </>
  );
}

function Texts({ draft, update, language, fallback }: Props) {
  const t = useT();
  const setText = (name: 'title' | 'content' | 'terms' | 'images') => (value: string) =>
    update((previous) => ({ ...previous, [name]: withText(previous[name], language, value) }));
  const area = (name: 'content' | 'terms', label: string) => (
    <Field label={label}>
      {({ id }) => (
        <textarea
          id={id}
          name={name}
          value={draft[name][language] ?? ''}
          onInput={(event) => setText(name)((event.target as HTMLTextAreaElement).value)}
        />
      )}
    </Field>
  );
  return (
    <>
      <TextField
        label={t('content.titleIn', { language })}
        name="title"
        value={draft.title[language] ?? ''}
        onValue={setText('title')}
        maxLength={120}
        hint={language === fallback ? undefined : t('content.fallbackHint', { language: fallback })}
      />
      {area('content', t('content.contentIn', { language }))}
      {area('terms', t('content.termsIn', { language }))}
      <TextField
        label={t('content.imageIn', { language })}
        name="image"
        value={draft.images[language] ?? ''}
        onValue={setText('images')}
        maxLength={500}
        hint={t('content.imageHint')}
      />
    </>
  );
}

function Preview({
  draft,
  language,
  fallback,
}: {
  draft: PromotionDraft;
  language: string;
  fallback: string;
}) {
  return (
    <PromotionCardPreview
      language={language}
      title={pick(draft.title, language, fallback)}
      image={promotionImage(draft, language, fallback)}
      endsAt={fromLocalInput(draft.endsAt)}
    />
  );
}

const PROMOTIONS: ContentKind<OpsPromotion, PromotionDraft, PromotionBody> = {
  titleKey: 'content.promotions',
  editKey: 'content.editPromotion',
  list: { kind: 'promotion', orderable: true, switchable: true },
  items: (content) => content.promotions,
  listed: (promotion, { defaultLanguage }) => ({
    id: promotion.id,
    title: pick(promotion.title, defaultLanguage, defaultLanguage),
    enabled: promotion.enabled,
    detail: promotion.category,
  }),
  draftOf: promotionDraftOf,
  blank: (content) => blankPromotion(content),
  bodyOf: promotionBodyOf,
  useSave: useSavePromotion,
  written: (draft, language) => !!draft.title[language],
  Settings,
  Texts,
  Preview,
};

/** Promotions: the list in order, and the editor with a preview per player language. */
export default function PromotionsPage() {
  return <ContentPage kind={PROMOTIONS} />;
}
