import type { ReactNode } from 'react';

/** The titled body of a page inside the shell. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  );
}
