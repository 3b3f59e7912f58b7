import type { ReactNode } from 'react';

/** A clear "nothing here yet" block that says what to do next. */
export function EmptyState({
  title,
  body,
  action,
}: {
  title: string;
  body: string;
  action?: ReactNode;
}) {
  return (
    <section className="empty-state" aria-label={title}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="empty-icon">
        <path d="M4 4h16v12H5.2L4 17.2V4zm2 2v6.8L6.8 12H18V6H6zm-2 14h16v2H4z" />
      </svg>
      <h2>{title}</h2>
      <p>{body}</p>
      {action}
    </section>
  );
}
