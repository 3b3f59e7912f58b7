import {
  PAGE_PATHS,
  RUM_METRICS,
  type calls,
  type ParsedCallBody,
  type RumMetric,
} from '@lobby/contract';
import type { RumRepository } from './rum-repository.js';

export type CollectBody = ParsedCallBody<typeof calls.systemCollect>;

const PAGES = new Set<string>(Object.values(PAGE_PATHS));

/** The page a beacon names, as kept: one of PAGE_PATHS, else 'other' (bounded cardinality). */
export function rumPage(page: string): string {
  const path = page.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return PAGES.has(path) ? path : 'other';
}

/** Real-user timings: each beacon's metrics, kept per merchant, page and day up to the cap. */
export class RumService {
  constructor(
    private readonly repository: RumRepository,
    private readonly now: () => Date,
  ) {}

  async collect(merchantCode: string, body: CollectBody): Promise<{ kept: number }> {
    const metrics: { metric: RumMetric; value: number }[] = [];
    for (const metric of RUM_METRICS) {
      const value = body.value[metric];
      if (value !== undefined) metrics.push({ metric, value });
    }
    const day = this.now().toISOString().slice(0, 10);
    const kept = await this.repository.keep(merchantCode, day, rumPage(body.value.page), metrics);
    return { kept };
  }
}
