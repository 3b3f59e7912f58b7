import type { CallBody, OpsAnnouncement, calls } from '@lobby/contract';
import { fromLocalInput } from './content-form';

/** An announcement as its form holds it (moments stay ISO; the inputs convert them). */
export type AnnouncementDraft = Omit<OpsAnnouncement, 'ordinal'> & { mode: 'create' | 'update' };
export type AnnouncementBody = CallBody<typeof calls.opsSaveAnnouncement>;

export const announcementDraftOf = (item: OpsAnnouncement): AnnouncementDraft => ({
  ...item,
  mode: 'update',
});

/** A new announcement: general, shown, from now on, no texts yet. */
export const blankAnnouncement = (now = new Date()): AnnouncementDraft => ({
  mode: 'create',
  id: '',
  category: 'general',
  enabled: true,
  startsAt: now.toISOString(),
  endsAt: null,
  title: {},
  content: {},
});

export const announcementBodyOf = (draft: AnnouncementDraft): AnnouncementBody => {
  const { mode, id, category, startsAt, endsAt, title, content, enabled } = draft;
  return { mode, id, category, startsAt, endsAt, title, content, enabled };
};

/** The draft with a start typed in: an empty or unreadable one leaves the start as it was. */
export const withStart = (draft: AnnouncementDraft, input: string): AnnouncementDraft => {
  const startsAt = fromLocalInput(input);
  return startsAt ? { ...draft, startsAt } : draft;
};

/** The draft with an end typed in: empty means it runs on. */
export const withEnd = (draft: AnnouncementDraft, input: string): AnnouncementDraft => ({
  ...draft,
  endsAt: fromLocalInput(input),
});
