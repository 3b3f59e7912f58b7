import { CompiledQuery, type Kysely, type LogEvent } from 'kysely';

/** One statement a call ran, as Kysely sent it. */
export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * What the planner would do with a statement: the tables it reads whole (a Seq Scan, or an index
 * scan narrowed by the merchant alone, which reads every row of the merchant), the indexes used.
 */
export interface PlanSummary {
  sql: string;
  wholeReads: string[];
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
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

/** The columns a condition compares, as EXPLAIN prints it: `((merchant_code = 'x') AND ...)`. */
export function conditionColumns(condition: string): string[] {
  const columns = [...condition.matchAll(/([a-z_][a-z0-9_]*)\)?\s*(?:=|<>|<=|>=|<|>|~~)/g)];
  return [...new Set(columns.map((match) => match[1]!))];
}

/** Every row of a merchant is every row the merchant has: no narrower than a Seq Scan. */
const MERCHANT_ONLY = (columns: string[]) => columns.every((column) => column === 'merchant_code');

function readsWhole(node: PlanNode): boolean {
  const type = node['Node Type'];
  if (type === 'Seq Scan') return true;
  const condition =
    type === 'Bitmap Heap Scan' ? node['Recheck Cond'] : (node['Index Cond'] ?? undefined);
  if (!node['Relation Name'] || !/Index|Bitmap Heap/.test(type ?? '')) return false;
  return condition === undefined || MERCHANT_ONLY(conditionColumns(condition));
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** The relations read whole and the indexes used, from EXPLAIN (FORMAT JSON)'s answer. */
export function summarizePlan(explained: unknown): Omit<PlanSummary, 'sql'> {
  const wholeReads = new Set<string>();
  const indexes = new Set<string>();
  for (const { Plan } of explained as { Plan: PlanNode }[]) {
    walk(Plan, (node) => {
      if (node['Relation Name'] && readsWhole(node)) wholeReads.add(node['Relation Name']);
      if (node['Index Name']) indexes.add(node['Index Name']);
    });
  }
  return { wholeReads: [...wholeReads].sort(), indexes: [...indexes].sort() };
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
