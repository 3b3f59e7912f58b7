import { operatorActor, type AuditLog } from '../core/audit/audit-log.js';
import type { OperatorContext } from '../core/http/request-identity.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { RumSummaryService } from '../rum/index.js';
import type { DashboardService } from './dashboard.js';
import { presentDashboardCsv, presentRumCsv } from './dashboard-presenter.js';

type ExportRange = {
  from?: string | undefined;
  to?: string | undefined;
  report?: 'daily' | 'rum' | undefined;
};

/** The dashboard's CSV export: the figures or the real-user timings, each in the audit log. */
export class DashboardExport {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly rum: RumSummaryService,
    private readonly audit: AuditLog,
  ) {}

  async csv(
    merchant: Pick<MerchantConfig, 'code' | 'currency' | 'timeZone'>,
    { report = 'daily', ...range }: ExportRange,
    by: { operator: OperatorContext; ip: string },
  ): Promise<{ fileName: string; csv: string }> {
    const record = (from: string, to: string, days: number) =>
      this.audit.append(operatorActor(by.operator, by.ip), {
        action: 'dashboard.export',
        targetType: 'dashboard',
        targetId: `${from}..${to}`,
        after: { report, from, to, days },
      });
    // Recorded before the file is answered: no export leaves without its entry.
    if (report === 'rum') {
      const summary = await this.rum.summary(merchant, range);
      await record(summary.from, summary.to, summary.days.length);
      return presentRumCsv(summary);
    }
    const figures = await this.dashboard.daily(merchant, range);
    await record(figures.from, figures.to, figures.days.length);
    return presentDashboardCsv(figures);
  }
}
