import type { OpsAnnouncement } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { TextField } from '../../components/Field';
import { ContentPage } from './ContentPage';
import { DateTimeField } from './DateTimeField';
import { PlayerFrame } from './PlayerPreview';
import type { ContentKind, FieldsProps } from './content-kind';
import { pick, toLocalInput, withText } from './content-form';
import {
  announcementBodyOf,
  announcementDraftOf,
  blankAnnouncement,
  withEnd,
  withStart,
  type AnnouncementBody,
  type AnnouncementDraft,
} from './announcement-draft';
import { useSaveAnnouncement } from './queries';

type Props = FieldsProps<AnnouncementDraft>;

function Settings({ draft, update }: Props) {
  const t = useT();
  return (
    <>
      <DateTimeField
        label={t('content.startsAt')}
        value={toLocalInput(draft.startsAt)}
        onValue={(value) => update((previous) => withStart(previous, value))}
      />
      <DateTimeField
        label={t('content.endsAt')}
        hint={t('content.endsAtHint')}
        value={toLocalInput(draft.endsAt)}
        onValue={(value) => update((previous) => withEnd(previous, value))}
      />
    </>
  );
}

function Texts({ draft, update, language }: Props) {
  const t = useT();
  const setText = (name: 'title' | 'content') => (value: string) =>
    update((previous) => ({ ...previous, [name]: withText(previous[name], language, value) }));
  return (
    <>
      <TextField
        label={t('content.titleIn', { language })}
        value={draft.title[language] ?? ''}
        onValue={setText('title')}
        maxLength={120}
      />
      <TextField
        label={t('content.contentIn', { language })}
        value={draft.content[language] ?? ''}
        onValue={setText('content')}
        maxLength={2000}
      />
    </>
  );
}

function Preview(props: { draft: AnnouncementDraft; language: string; fallback: string }) {
  const { draft, language, fallback } = props;
  return (
    <PlayerFrame language={language}>
      <article className="announcement-preview">
        <h3>{pick(draft.title, language, fallback)}</h3>
        <p>{pick(draft.content, language, fallback)}</p>
      </article>
    </PlayerFrame>
  );
}

const ANNOUNCEMENTS: ContentKind<OpsAnnouncement, AnnouncementDraft, AnnouncementBody> = {
  titleKey: 'content.announcements',
  editKey: 'content.editAnnouncement',
  list: { kind: 'announcement', orderable: true, switchable: true },
  items: (content) => content.announcements,
  listed: (item, { defaultLanguage }) => ({
    id: item.id,
    title: pick(item.title, defaultLanguage, defaultLanguage),
    enabled: item.enabled,
    detail: item.category,
  }),
  draftOf: announcementDraftOf,
  blank: () => blankAnnouncement(),
  bodyOf: announcementBodyOf,
  useSave: useSaveAnnouncement,
  written: (draft, language) => !!draft.title[language],
  Settings,
  Texts,
  Preview,
};

/** Announcements: the list in order, and the editor with the player's notice per language. */
export default function AnnouncementsPage() {
  return <ContentPage kind={ANNOUNCEMENTS} />;
}
