import { CompiledQuery, type Kysely, type LogEvent } from 'kysely';

/** One statement a call ran, as Kysely sent it. */
export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/** What the planner would do with a statement: the tables it reads whole, the indexes it uses. */
export interface PlanSummary {
  sql: string;
  seqScans: string[];
  indexes: string[];
}

/**
 * Collects the statements Kysely runs while `capturing` is on: hand `log` to Kysely's options.
 */
export class QueryCapture {
  private capturing = false;
  private queries: CapturedQuery[] = [];

  readonly log = (event: LogEvent): void => {
    if (this.capturing && event.level === 'query') {
      this.queries.push({ sql: event.query.sql, parameters: event.query.parameters });
    }
  };

  /** The statements `work` ran. */
  async during(work: () => Promise<unknown>): Promise<CapturedQuery[]> {
    this.queries = [];
    this.capturing = true;
    try {
      await work();
    } finally {
      this.capturing = false;
    }
    return this.queries;
  }
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** The relations read by a Seq Scan and the indexes used, from EXPLAIN (FORMAT JSON)'s answer. */
export function summarizePlan(explained: unknown): Omit<PlanSummary, 'sql'> {
  const seqScans = new Set<string>();
  const indexes = new Set<string>();
  for (const { Plan } of explained as { Plan: PlanNode }[]) {
    walk(Plan, (node) => {
      if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) {
        seqScans.add(node['Relation Name']);
      }
      if (node['Index Name']) indexes.add(node['Index Name']);
    });
  }
  return { seqScans: [...seqScans].sort(), indexes: [...indexes].sort() };
}

/** Statements worth a plan: reads and changes of rows, not transaction control or inserts. */
const PLANNED = /^\s*(select|update|delete|with)\b/i;

/** EXPLAINs (without running) each read or change among `queries`, as the planner sees it now. */
export async function explain<DB>(
  db: Kysely<DB>,
  queries: readonly CapturedQuery[],
): Promise<PlanSummary[]> {
  const summaries: PlanSummary[] = [];
  for (const query of queries.filter((q) => PLANNED.test(q.sql))) {
    const answer = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]),
    );
    const plan = answer.rows[0]?.['QUERY PLAN'];
    const explained = typeof plan === 'string' ? JSON.parse(plan) : plan;
    summaries.push({ sql: query.sql, ...summarizePlan(explained) });
  }
  return summaries;
}
