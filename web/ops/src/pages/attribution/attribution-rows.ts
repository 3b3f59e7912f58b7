import type { AttributionReportRowValue } from '@lobby/contract';

/** A report row's key: its affiliate code, campaign and click source (never written with a newline). */
export const rowId = (
  row: Pick<AttributionReportRowValue, 'affiliateCode' | 'campaign' | 'clickSource'>,
) => `${row.affiliateCode}\n${row.campaign}\n${row.clickSource}`;
