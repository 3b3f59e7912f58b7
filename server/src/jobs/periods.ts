/** The periods scheduled jobs pay by: calendar days, ISO weeks (from Monday) and months, in UTC. */
export const PERIOD_KINDS = ['hour', 'day', 'week', 'month'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** One period: [from, to) and its key (the kind and its first moment, e.g. week:2026-11-16). */
export interface Period {
  kind: PeriodKind;
  key: string;
  from: Date;
  to: Date;
}

/** The start of the period of `kind` that holds `at`. */
function startOf(kind: PeriodKind, at: Date): Date {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  switch (kind) {
    case 'hour':
      return new Date(Date.UTC(y, m, d, at.getUTCHours()));
    case 'day':
      return new Date(Date.UTC(y, m, d));
    case 'week':
      // getUTCDay: Sunday 0; ISO weeks start on Monday.
      return new Date(Date.UTC(y, m, d - ((at.getUTCDay() + 6) % 7)));
    case 'month':
      return new Date(Date.UTC(y, m, 1));
  }
}

function shift(kind: PeriodKind, start: Date, by: number): Date {
  const next = new Date(start);
  if (kind === 'hour') next.setUTCHours(next.getUTCHours() + by);
  else if (kind === 'day') next.setUTCDate(next.getUTCDate() + by);
  else if (kind === 'week') next.setUTCDate(next.getUTCDate() + 7 * by);
  else next.setUTCMonth(next.getUTCMonth() + by);
  return next;
}

function keyOf(kind: PeriodKind, from: Date): string {
  const iso = from.toISOString();
  return `${kind}:${kind === 'hour' ? iso.slice(0, 13) : iso.slice(0, 10)}`;
}

/** The last period of `kind` that has ended by `now`: what a job pays for at `now`. */
export function lastEndedPeriod(kind: PeriodKind, now: Date): Period {
  const to = startOf(kind, now);
  const from = shift(kind, to, -1);
  return { kind, key: keyOf(kind, from), from, to };
}
