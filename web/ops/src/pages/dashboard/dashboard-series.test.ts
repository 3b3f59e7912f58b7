import { describe, expect, it } from 'vitest';
import type { DashboardDay } from '@lobby/contract';
import { MONEY_SERIES, PLAYER_SERIES, chartSeries } from './dashboard-series';

const day = (changes: Partial<DashboardDay>) =>
  ({ depositAmount: 0, withdrawalAmount: 0, registrations: 0, ...changes }) as DashboardDay;

describe("the dashboard's charts", () => {
  it('draws one line per figure, money in major units', () => {
    const days = [day({ depositAmount: 12_345 }), day({ depositAmount: 100 })];
    const [deposits] = chartSeries(days, MONEY_SERIES, 100, (name) => `label:${name}`);
    expect(deposits).toEqual({
      label: 'label:depositAmount',
      color: '#1f5fbf',
      values: [123.45, 1],
    });
  });

  it('draws counts as they are, and no days as empty lines', () => {
    const [registrations] = chartSeries([day({ registrations: 7 })], PLAYER_SERIES, 1, String);
    expect(registrations!.values).toEqual([7]);
    expect(chartSeries([], PLAYER_SERIES, 1, String).map((line) => line.values)).toEqual([
      [],
      [],
      [],
    ]);
  });
});
