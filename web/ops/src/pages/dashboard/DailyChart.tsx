import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

export interface ChartSeries {
  label: string;
  /** One value a day, in the unit the chart shows (major units for money); null leaves a gap. */
  values: (number | null)[];
  color: string;
  /** The line's width in CSS pixels (2 by default) and its dash pattern, if any. */
  width?: number;
  dash?: number[];
}

/**
 * A line chart of daily values drawn by uPlot (a small canvas chart library), loaded with this
 * page only: the import below is its own chunk, fetched when the first chart mounts.
 */
export function DailyChart(props: {
  title: string;
  days: string[];
  series: ChartSeries[];
  format: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { title, days, series, format } = props;
  useEffect(() => {
    let chart: uPlot | undefined;
    let cancelled = false;
    const resize = () => chart?.setSize({ width: box.current?.clientWidth ?? 600, height: 240 });
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: UPlot }]) => {
        if (cancelled || !box.current) return;
        const times = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
        chart = new UPlot(
          {
            width: box.current.clientWidth || 600,
            height: 240,
            tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
            scales: { x: { time: true } },
            legend: { live: false },
            axes: [{}, { values: (_u, ticks) => ticks.map(format), size: 80 }],
            series: [
              {},
              ...series.map((each) => ({
                label: each.label,
                stroke: each.color,
                width: each.width ?? 2,
                ...(each.dash && { dash: each.dash }),
                value: (_u: uPlot, value: number | null) => (value === null ? '' : format(value)),
              })),
            ],
          },
          [times, ...series.map((each) => each.values)],
          box.current,
        );
        window.addEventListener('resize', resize);
      },
    );
    return () => {
      cancelled = true;
      window.removeEventListener('resize', resize);
      chart?.destroy();
    };
  }, [days, series, format]);
  return (
    <figure className="ops-chart">
      <figcaption>{title}</figcaption>
      <div ref={box} role="img" aria-label={title} data-testid="ops-chart" />
    </figure>
  );
}
