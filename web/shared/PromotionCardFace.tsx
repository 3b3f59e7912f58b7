import type { HTMLAttributes } from 'react';
import './promotion-card.css';

/** The promotion artwork's intrinsic size: 2:1, like its box. */
export const PROMOTION_ART = { width: 720, height: 360 };

/**
 * What a promotion card shows: its artwork, title and validity. The player's list wraps it in a
 * link to the activity page; the console's preview draws it as it is, so both show one card.
 */
export function PromotionCardFace(props: {
  image: string;
  title: string;
  validity: string;
  /** The title's own language and direction when it is not the page's. */
  titleAttributes?: HTMLAttributes<HTMLSpanElement>;
  loading?: 'lazy' | 'eager';
}) {
  return (
    <>
      <img
        className="promo-art"
        src={props.image}
        alt=""
        width={PROMOTION_ART.width}
        height={PROMOTION_ART.height}
        loading={props.loading}
      />
      <span className="promo-card-text">
        <span className="promo-title" {...props.titleAttributes}>
          {props.title}
        </span>
        <span className="promo-validity">{props.validity}</span>
      </span>
    </>
  );
}
