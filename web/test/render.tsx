import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// Tell React these renders happen inside act(), so updates flush before assertions.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders into a fresh container in happy-dom (unit tests only); unmount() cleans up. */
export async function renderForTest(node: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  return {
    container,
    /** Runs an interaction and lets React and pending promises settle. */
    async act(work: () => unknown) {
      await act(async () => {
        await work();
      });
    },
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}
