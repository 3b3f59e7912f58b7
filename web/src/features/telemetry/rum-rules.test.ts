import { describe, expect, it } from 'vitest';
import { beaconSkipped, iosMajor, rumDecision, statusTiming, type Observed } from './rum-rules';

const all: Observed['supported'] = { fcp: true, lcp: true, fs: true };

describe('the timing beacon’s rules', () => {
  it('sends nothing before 5 s, even with every metric in', () => {
    const observed = { values: { fcp: 400, lcp: 900, fs: 600 }, supported: all };
    expect(rumDecision(0, observed)).toEqual({ checkAtMs: 5000 });
    expect(rumDecision(4999, observed)).toEqual({ checkAtMs: 5000 });
    expect(rumDecision(5000, observed)).toEqual({ send: { fcp: 400, lcp: 900, fs: 600 } });
  });

  it('waits for a missing metric until 15 s, then sends it as -1', () => {
    const observed = { values: { fcp: 400.4, fs: 600 }, supported: all };
    expect(rumDecision(6000, observed)).toEqual({ checkAtMs: 7000 });
    expect(rumDecision(14_500, observed)).toEqual({ checkAtMs: 15_000 });
    expect(rumDecision(15_000, observed)).toEqual({ send: { fcp: 400, lcp: -1, fs: 600 } });
  });

  it('does not wait for a metric the browser does not support, and sends it as -2', () => {
    const observed = {
      values: { fcp: 400, fs: 600 },
      supported: { fcp: true, lcp: false, fs: true },
    };
    expect(rumDecision(5000, observed)).toEqual({ send: { fcp: 400, lcp: -2, fs: 600 } });
  });

  it('skips the beacon on iOS older than 16 only', () => {
    const ios = (version: string) =>
      `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148`;
    expect(iosMajor(ios('15_7'))).toBe(15);
    expect(beaconSkipped(ios('15_7'))).toBe(true);
    expect(beaconSkipped(ios('16_0'))).toBe(false);
    expect(beaconSkipped(ios('17_4_1'))).toBe(false);
    expect(beaconSkipped('Mozilla/5.0 (Linux; Android 13; Pixel 7) Chrome/120 Mobile')).toBe(false);
  });

  it('reads the status call’s time from resource timing, -1 when the page carried the status', () => {
    expect(
      statusTiming([
        { name: 'https://demo.example/m/assets/app.js', duration: 80 },
        { name: 'https://demo.example/wps/system/status?device=MOBILE', duration: 212.6 },
      ]),
    ).toBe(213);
    expect(statusTiming([])).toBe(-1);
  });
});
