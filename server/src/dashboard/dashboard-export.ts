import { operatorActor, type AuditLog } from '../core/audit/audit-log.js';
import type { OperatorContext } from '../core/http/request-identity.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { DashboardService } from './dashboard.js';
import { presentDashboardCsv } from './dashboard-presenter.js';

/** The dashboard's CSV export: the figures, and the export's entry in the audit log. */
export class DashboardExport {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly audit: AuditLog,
  ) {}

  async csv(
    merchant: Pick<MerchantConfig, 'code' | 'currency' | 'timeZone'>,
    range: { from?: string | undefined; to?: string | undefined },
    by: { operator: OperatorContext; ip: string },
  ) {
    const figures = await this.dashboard.daily(merchant, range);
    // Recorded before the file is answered: no export leaves without its entry.
    await this.audit.append(operatorActor(by.operator, by.ip), {
      action: 'dashboard.export',
      targetType: 'dashboard',
      targetId: `${figures.from}..${figures.to}`,
      after: { from: figures.from, to: figures.to, days: figures.days.length },
    });
    return presentDashboardCsv(figures);
  }
}
