import { afterEach, describe, expect, it } from 'vitest';
import { renderForTest } from '../../../test/render';
import { RichText } from './RichText';

describe('RichText', () => {
  let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
  afterEach(() => view?.unmount());

  it('draws headings, paragraphs, lists and bold as elements', async () => {
    view = await renderForTest(<RichText source={'## Rules\nPlay **twice**\n\n- one\n- two'} />);
    const root = view.container;
    expect(root.querySelector('h3')?.textContent).toBe('Rules');
    expect(root.querySelector('p strong')?.textContent).toBe('twice');
    expect([...root.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'one',
      'two',
    ]);
  });

  it('shows markup an operator typed as text, never as elements', async () => {
    view = await renderForTest(
      <RichText source={'<img src=x onerror="alert(1)"> <script>alert(2)</script>'} />,
    );
    const root = view.container;
    expect(root.querySelector('img, script')).toBeNull();
    expect(root.textContent).toBe('<img src=x onerror="alert(1)"> <script>alert(2)</script>');
  });

  it('marks a text in another language than the page’s with its lang and direction', async () => {
    view = await renderForTest(<RichText source="Welcome." language="EN" />);
    const root = view.container.firstElementChild!;
    expect(root.getAttribute('lang')).toBe('en');
    expect(root.getAttribute('dir')).toBe('ltr');
    view.unmount();
    view = await renderForTest(<RichText source="خوش آمدید" />);
    expect(view.container.firstElementChild!.hasAttribute('lang')).toBe(false);
    expect(view.container.firstElementChild!.hasAttribute('dir')).toBe(false);
  });
});
