import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { act } from 'preact/test-utils';

/** Renders into a fresh container in happy-dom (unit tests only); unmount() cleans up. */
export async function renderForTest(node: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));

  /** Lets pending promises, short timers and renders run until the page stops changing. */
  const settle = async () => {
    let before: string | undefined;
    for (let round = 0; round < 100; round += 1) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      if (container.innerHTML === before) return;
      before = container.innerHTML;
    }
  };

  return {
    container,
    /** Runs an interaction, then lets the calls it makes answer and the page draw them. */
    async act(work: () => unknown) {
      await act(async () => {
        await work();
      });
      await settle();
    },
    unmount() {
      void act(() => root.unmount());
      container.remove();
    },
  };
}
