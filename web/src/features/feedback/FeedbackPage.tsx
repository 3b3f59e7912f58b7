import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_SCREENSHOT_TYPES,
  FEEDBACK_TEXT_MAX_LENGTH,
  PAGE_PATHS,
  type FeedbackCategory,
} from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { classifyError, errorMessage } from '../../lib/error-catalogue';
import { useT } from '../../lib/i18n';
import { useSubmitFeedback } from './queries';
import { acceptableScreenshot, screenshotOf } from './screenshot';
import './feedback.css';

/** Each category's label in the language files. */
const CATEGORY_KEYS: Record<FeedbackCategory, string> = {
  deposit: 'feedback.category.deposit',
  withdrawal: 'feedback.category.withdrawal',
  games: 'feedback.category.games',
  account: 'feedback.category.account',
  suggestion: 'feedback.category.suggestion',
  other: 'feedback.category.other',
};

/** /m/feedback: a member tells the merchant something, with a screenshot if it helps. */
export default function FeedbackPage() {
  const t = useT();
  const submit = useSubmitFeedback();
  const [category, setCategory] = useState<FeedbackCategory>('other');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState(false);
  // Rate limits raise no dialog (SPEC section 8), so the form itself says why nothing happened.
  const [limited, setLimited] = useState('');

  if (submit.isSuccess) {
    return (
      <PageFrame title={t('page.feedback')}>
        <EmptyState
          title={t('feedback.thanks')}
          body={t('feedback.thanksBody')}
          action={
            <Link className="button" href={PAGE_PATHS.home}>
              {t('action.backHome')}
            </Link>
          }
        />
      </PageFrame>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending || fileError || !text.trim()) return;
    // The contract keeps line breaks out of text fields: paragraphs are joined with spaces.
    const body = text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
    const screenshot = file ? await screenshotOf(file) : undefined;
    setLimited('');
    submit.mutate(
      { category, text: body, screenshot },
      {
        onError: (error) => {
          const behaviour = classifyError(error);
          if (behaviour.kind === 'silence') setLimited(errorMessage(error, behaviour));
        },
      },
    );
  };

  return (
    <PageFrame title={t('page.feedback')}>
      <form className="feedback-form" onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor="feedback-category">{t('feedback.category')}</label>
        <select
          id="feedback-category"
          value={category}
          onChange={(event) => setCategory(event.currentTarget.value as FeedbackCategory)}
        >
          {FEEDBACK_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(CATEGORY_KEYS[value])}
            </option>
          ))}
        </select>
        <label htmlFor="feedback-text">{t('feedback.text')}</label>
        <textarea
          id="feedback-text"
          required
          rows={5}
          maxLength={FEEDBACK_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <label htmlFor="feedback-screenshot">{t('feedback.screenshot')}</label>
        <input
          id="feedback-screenshot"
          type="file"
          accept={FEEDBACK_SCREENSHOT_TYPES.join(',')}
          aria-invalid={fileError}
          aria-describedby={fileError ? 'feedback-screenshot-error' : undefined}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0] ?? null;
            setFile(chosen);
            setFileError(!!chosen && !acceptableScreenshot(chosen));
          }}
        />
        {fileError && (
          <p id="feedback-screenshot-error" className="field-error" role="alert">
            {t('feedback.screenshotInvalid')}
          </p>
        )}
        {limited && (
          <p className="field-error" role="alert">
            {limited}
          </p>
        )}
        <button type="submit" className="button" disabled={submit.isPending}>
          {t('feedback.submit')}
        </button>
      </form>
    </PageFrame>
  );
}
