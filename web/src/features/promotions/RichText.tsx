import { parseRichText, type RichSpan } from '@lobby/contract';
import { textLanguageAttributes } from '../../lib/text-language';

function Spans({ spans }: { spans: readonly RichSpan[] }) {
  return (
    <>
      {spans.map((span, index) =>
        span.strong ? (
          <strong key={index}>{span.text}</strong>
        ) : (
          <span key={index}>{span.text}</span>
        ),
      )}
    </>
  );
}

/**
 * An operator's rich content as elements: headings, paragraphs, lists and bold from the
 * contract's small Markdown. Nothing is set as HTML, so no markup in the text can run.
 */
export function RichText({
  source,
  className,
  language,
}: {
  source: string;
  className?: string;
  /** The text's language when it is not the page's (an answer's textLanguages). */
  language?: string;
}) {
  return (
    <div className={className} {...textLanguageAttributes(language)}>
      {parseRichText(source).map((block, index) =>
        block.kind === 'heading' ? (
          <h3 key={index}>
            <Spans spans={block.spans} />
          </h3>
        ) : block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Spans spans={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            <Spans spans={block.spans} />
          </p>
        ),
      )}
    </div>
  );
}
