import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../test/render';
import { QrCode } from '#shared/QrCode';

/** The dark modules of a drawn code, as "x y" pairs read back from its path. */
function darkModules(svg: SVGElement): Set<string> {
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  return new Set([...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${x} ${y}`));
}

describe('QrCode', () => {
  it('draws a labelled code with its finder patterns inside a two-module border', async () => {
    const uri = 'otpauth://totp/Lobby:ann?secret=JBSWY3DPEHPK3PXP&issuer=Lobby';
    const { container, unmount } = await renderForTest(<QrCode text={uri} label="Scan me" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Scan me');
    const dark = darkModules(svg);
    // Top-left finder: a dark 7-module row at y=2, x=2..8, then the light separator at x=9.
    for (let x = 2; x <= 8; x += 1) expect(dark.has(`${x} 2`)).toBe(true);
    expect(dark.has('9 2')).toBe(false);
    expect(dark.has('0 0')).toBe(false);
    unmount();
  });

  it('draws another text as another code', async () => {
    const first = await renderForTest(<QrCode text="https://a.example/r/1" label="a" />);
    const second = await renderForTest(<QrCode text="https://a.example/r/2" label="b" />);
    const pathOf = (root: HTMLElement) => root.querySelector('path')?.getAttribute('d');
    expect(pathOf(first.container)).not.toEqual(pathOf(second.container));
    first.unmount();
    second.unmount();
  });
});
