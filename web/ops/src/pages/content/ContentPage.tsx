import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { ContentEditor } from './ContentEditor';
import { ContentList } from './ContentList';
import type { ContentKind, Draft } from './content-kind';
import { useContent } from './queries';

/** A content kind's page: its list (in groups where it has them), New, and the editor. */
export function ContentPage<Item, D extends Draft, B>({ kind }: { kind: ContentKind<Item, D, B> }) {
  const t = useT();
  const may = useOperator().may('content.edit');
  const content = useContent();
  const [draft, setDraft] = useState<D | undefined>();
  if (!content.data) return content.error ? <ErrorMessage error={content.error} /> : <Loading />;
  const items = kind.items(content.data);
  const title = t(kind.titleKey);
  const open = (id: string) => {
    const found = items.find((item) => kind.draftOf(item).id === id);
    if (found) setDraft(kind.draftOf(found));
  };
  const list = (label: string, listed: Item[]) => (
    <ContentList
      label={label}
      {...kind.list}
      items={listed.map((item) => kind.listed(item, content.data, t))}
      onOpen={open}
    />
  );
  const { blank } = kind;
  return (
    <section>
      <h1>{title}</h1>
      {kind.groups
        ? kind.groups(items).map((group) => (
            <div key={group.name}>
              <h2>{group.name}</h2>
              {list(group.name, group.items)}
            </div>
          ))
        : list(title, items)}
      {may && blank && (
        <p>
          <button
            type="button"
            className="ops-primary"
            onClick={() => setDraft(blank(content.data, items))}
          >
            {t('content.new')}
          </button>
        </p>
      )}
      {draft && (
        <ContentEditor
          key={`${draft.mode ?? 'update'}-${draft.id}`}
          kind={kind}
          initial={draft}
          content={content.data}
          onDone={() => setDraft(undefined)}
        />
      )}
    </section>
  );
}
