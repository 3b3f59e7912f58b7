/**
 * A banner's words over its wordless artwork (web/shared/banner-slide.css): the player's carousel
 * and the console's preview draw the same caption.
 */
export function BannerCaption(props: { title: string; action?: string; hidden?: boolean }) {
  return (
    <span className="banner-caption" aria-hidden={props.hidden ? 'true' : undefined}>
      <span className="banner-caption-title">{props.title}</span>
      {props.action && <span className="banner-caption-action">{props.action}</span>}
    </span>
  );
}
