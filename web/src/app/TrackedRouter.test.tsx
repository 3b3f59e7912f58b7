import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { Link, Redirect, useLocation } from 'wouter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TrackedRouter } from './TrackedRouter';

let root: Root;
let navigate: (to: string) => void;

function Probe() {
  navigate = useLocation()[1];
  return (
    <Link href="/m/sports?tab=2" id="sports">
      Sports
    </Link>
  );
}

async function render(children = <Probe />) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<TrackedRouter>{children}</TrackedRouter>));
}

beforeEach(() => {
  history.replaceState(null, '', '/m/home?affiliateCode=aff1&gclid=g-9&token=secret&go=%2Fm%2Fx');
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

const carried = 'affiliateCode=aff1&gclid=g-9';

describe('the tracked router', () => {
  it("shows the tracking parameters in a link's href, and only those", async () => {
    await render();
    expect(document.querySelector('#sports')?.getAttribute('href')).toBe(
      `/m/sports?tab=2&${carried}`,
    );
  });

  it('carries them on a tap on a link', async () => {
    await render();
    await act(async () => document.querySelector<HTMLElement>('#sports')!.click());
    expect(`${location.pathname}${location.search}`).toBe(`/m/sports?tab=2&${carried}`);
  });

  it('carries them on programmatic navigation', async () => {
    await render();
    await act(async () => navigate('/m/live'));
    expect(`${location.pathname}${location.search}`).toBe(`/m/live?${carried}`);
  });

  it('carries them on a redirect', async () => {
    await render(<Redirect to="/m/login?go=%2Fm%2Fgame" />);
    expect(`${location.pathname}${location.search}`).toBe(`/m/login?go=%2Fm%2Fgame&${carried}`);
  });
});
