import type { ComponentType } from 'react';
import type { CallValue, OrderedContent, SwitchableContent, calls } from '@lobby/contract';
import type { t } from '../../lib/i18n';
import type { ListedItem } from './ContentList';

/** The merchant's content as the console reads it: every kind, every language. */
export type Content = CallValue<typeof calls.opsContent>;

/** What every kind's draft holds: whether it is new, and its id (a new one's is typed in). */
export interface Draft {
  mode?: 'create' | 'update';
  id: string;
}

/** What a kind's fields are given: the draft, a way to change it, the language being written. */
export interface FieldsProps<D> {
  draft: D;
  update: (change: (draft: D) => D) => void;
  language: string;
  /** The merchant's default language, which the player falls back to. */
  fallback: string;
  content: Content;
}

/** A save call as the editor uses it. */
export interface SaveCall<B> {
  mutate: (body: B, options: { onSuccess: () => void }) => void;
  error: unknown;
  isPending: boolean;
}

/**
 * One kind of content the console edits (promotions, announcements, banners, VIP levels): how
 * it lists, what a draft of it is, its fields and the player's view of it. ContentPage and
 * ContentEditor do the rest the same way for every kind.
 */
export interface ContentKind<Item, D extends Draft, B> {
  /** The key of the page's title (and the list's label). */
  titleKey: string;
  /** The key of the editor form's accessible name. */
  editKey: string;
  /** What the list may do: which kind it orders and switches, if any. */
  list: { kind?: SwitchableContent & OrderedContent; orderable?: boolean; switchable?: boolean };
  items: (content: Content) => Item[];
  /** The list's named groups (banners), each with its items; one unnamed list otherwise. */
  groups?: (items: Item[]) => { name: string; items: Item[] }[];
  listed: (item: Item, content: Content, translate: typeof t) => ListedItem;
  draftOf: (item: Item) => D;
  /** A new item's first draft; a kind without it cannot be added (VIP levels). */
  blank?: (content: Content, items: Item[]) => D;
  bodyOf: (draft: D) => B;
  useSave: () => SaveCall<B>;
  /** Whether the draft has its own text in a language (the language tabs mark the others). */
  written: (draft: D, language: string) => boolean;
  /** The fields every language shares, above the language tabs. */
  Settings?: ComponentType<FieldsProps<D>>;
  /** The fields of the language chosen. */
  Texts: ComponentType<FieldsProps<D>>;
  /** The player's view of the draft in the language chosen. */
  Preview: ComponentType<{ draft: D; language: string; fallback: string }>;
}
