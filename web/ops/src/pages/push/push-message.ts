import type { CallBody, PushContent, UiLanguage, calls } from '@lobby/contract';

/** One language's title, body and link of the message. */
export interface Words extends PushContent {
  language: UiLanguage;
}

/** A language not written yet, linking to the home page. */
export const blank = (language: UiLanguage): Words => ({
  language,
  title: '',
  body: '',
  url: '/m/home',
});

/** The list of languages' words with one of them changed. */
export const withWords = (list: Words[], index: number, patch: Partial<Words>): Words[] =>
  list.map((item, at) => (at === index ? { ...item, ...patch } : item));

/** The send call's body: a topic or a member, the first language the default. */
export function pushBodyOf(form: {
  targetKind: 'topic' | 'member';
  topic: string;
  memberId: string;
  marketing: boolean;
  words: Words[];
}): CallBody<typeof calls.opsPushSend> {
  const { targetKind, topic, memberId, marketing, words } = form;
  return {
    target: targetKind === 'topic' ? { topic } : { memberId: Number(memberId) },
    marketing,
    defaultLanguage: words[0]!.language,
    contents: Object.fromEntries(
      words.map(({ language, title, body, url }) => [language, { title, body, url }]),
    ),
  };
}
