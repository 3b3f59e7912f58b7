import { useState } from 'react';
import type { OpsPromotion } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field, SelectField, TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { ContentList } from './ContentList';
import { LanguagePicker } from './LanguagePicker';
import { PromotionCardPreview } from './PlayerPreview';
import { fromLocalInput, linesOf, pick, toLocalInput, withText } from './content-form';
import { useContent, useSavePromotion } from './queries';

interface Draft {
  mode: 'create' | 'update';
  id: string;
  category: string;
  startsAt: string;
  endsAt: string;
  enabled: boolean;
  title: Record<string, string>;
  content: Record<string, string>;
  terms: Record<string, string>;
  images: Record<string, string>;
  artwork: string;
}

const draftOf = (promotion: OpsPromotion): Draft => ({
  mode: 'update',
  id: promotion.id,
  category: promotion.category,
  startsAt: toLocalInput(promotion.startsAt),
  endsAt: toLocalInput(promotion.endsAt),
  enabled: promotion.enabled,
  title: promotion.title,
  content: promotion.content,
  terms: promotion.terms,
  images: promotion.images,
  artwork: promotion.artwork,
});

/** Promotions: the list in order, and the editor with a preview per player language. */
export default function PromotionsPage() {
  const t = useT();
  const content = useContent();
  const [draft, setDraft] = useState<Draft | undefined>();
  if (!content.data) return content.error ? <ErrorMessage error={content.error} /> : <Loading />;
  const { promotions, categories, languages, defaultLanguage } = content.data;
  const open = (id: string) => {
    const found = promotions.find((promotion) => promotion.id === id);
    if (found) setDraft(draftOf(found));
  };
  return (
    <section>
      <h1>{t('content.promotions')}</h1>
      <ContentList
        label={t('content.promotions')}
        kind="promotion"
        orderable
        switchable
        items={promotions.map((promotion) => ({
          id: promotion.id,
          title: pick(promotion.title, defaultLanguage, defaultLanguage),
          enabled: promotion.enabled,
          detail: promotion.category,
        }))}
        onOpen={open}
      />
      <NewButton
        onNew={() =>
          setDraft({
            mode: 'create',
            id: '',
            category: categories[0]?.id ?? '',
            startsAt: toLocalInput(new Date().toISOString()),
            endsAt: '',
            enabled: true,
            title: {},
            content: {},
            terms: {},
            images: {},
            artwork: '',
          })
        }
      />
      {draft && (
        <PromotionEditor
          key={`${draft.mode}-${draft.id}`}
          initial={draft}
          languages={languages}
          defaultLanguage={defaultLanguage}
          categories={categories.map((category) => ({
            value: category.id,
            label: pick(category.name, defaultLanguage, defaultLanguage) || category.id,
          }))}
          onDone={() => setDraft(undefined)}
        />
      )}
    </section>
  );
}

function NewButton({ onNew }: { onNew: () => void }) {
  const t = useT();
  if (!useOperator().may('content.edit')) return null;
  return (
    <p>
      <button type="button" className="ops-primary" onClick={onNew}>
        {t('content.new')}
      </button>
    </p>
  );
}

function PromotionEditor(props: {
  initial: Draft;
  languages: string[];
  defaultLanguage: string;
  categories: { value: string; label: string }[];
  onDone: () => void;
}) {
  const t = useT();
  const may = useOperator().may('content.edit');
  const save = useSavePromotion();
  const [draft, setDraft] = useState(props.initial);
  const [language, setLanguage] = useState(props.defaultLanguage);
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) =>
    setDraft((previous) => ({ ...previous, [name]: value }));
  const setText = (name: 'title' | 'content' | 'terms' | 'images') => (value: string) =>
    setDraft((previous) => ({ ...previous, [name]: withText(previous[name], language, value) }));
  const submit = () =>
    save.mutate(
      {
        mode: draft.mode,
        id: draft.id,
        category: draft.category,
        startsAt: fromLocalInput(draft.startsAt) ?? '',
        endsAt: fromLocalInput(draft.endsAt),
        enabled: draft.enabled,
        title: draft.title,
        content: linesOf(draft.content),
        terms: linesOf(draft.terms),
        images: draft.images,
      },
      { onSuccess: props.onDone },
    );
  const fallback = props.defaultLanguage;
  return (
    <div className="ops-content-layout">
      <form
        className="ops-panel ops-editor"
        aria-label={t('content.editPromotion')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2>{draft.mode === 'create' ? t('content.new') : draft.id}</h2>
        {draft.mode === 'create' && (
          <TextField
            label={t('content.id')}
            name="id"
            value={draft.id}
            onValue={(value) => set('id', value)}
            maxLength={64}
            required
          />
        )}
        <SelectField
          label={t('content.category')}
          name="category"
          value={draft.category}
          onValue={(value) => set('category', value)}
          options={props.categories}
        />
        <Field label={t('content.startsAt')}>
          {({ id }) => (
            <input
              id={id}
              type="datetime-local"
              value={draft.startsAt}
              onInput={(event) => set('startsAt', (event.target as HTMLInputElement).value)}
            />
          )}
        </Field>
        <Field label={t('content.endsAt')} hint={t('content.endsAtHint')}>
          {({ id, describedBy }) => (
            <input
              id={id}
              type="datetime-local"
              aria-describedby={describedBy}
              value={draft.endsAt}
              onInput={(event) => set('endsAt', (event.target as HTMLInputElement).value)}
            />
          )}
        </Field>
        <label className="ops-check">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => set('enabled', (event.target as HTMLInputElement).checked)}
          />
          {t('content.shown')}
        </label>
        <LanguagePicker
          languages={props.languages}
          value={language}
          onValue={setLanguage}
          written={(code) => !!draft.title[code]}
        />
        <TextField
          label={t('content.titleIn', { language })}
          name="title"
          value={draft.title[language] ?? ''}
          onValue={setText('title')}
          maxLength={120}
          hint={
            language === fallback ? undefined : t('content.fallbackHint', { language: fallback })
          }
        />
        <Field label={t('content.contentIn', { language })}>
          {({ id }) => (
            <textarea
              id={id}
              name="content"
              value={draft.content[language] ?? ''}
              onInput={(event) => setText('content')((event.target as HTMLTextAreaElement).value)}
            />
          )}
        </Field>
        <Field label={t('content.termsIn', { language })}>
          {({ id }) => (
            <textarea
              id={id}
              name="terms"
              value={draft.terms[language] ?? ''}
              onInput={(event) => setText('terms')((event.target as HTMLTextAreaElement).value)}
            />
          )}
        </Field>
        <TextField
          label={t('content.imageIn', { language })}
          name="image"
          value={draft.images[language] ?? ''}
          onValue={setText('images')}
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
      <PromotionCardPreview
        language={language}
        title={pick(draft.title, language, fallback)}
        image={draft.images[language] || draft.images[fallback] || draft.artwork}
        endsAt={fromLocalInput(draft.endsAt)}
      />
    </div>
  );
}
