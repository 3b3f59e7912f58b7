import type { GameCategory } from '@lobby/contract';
import { Icon } from '../../components/icons';
import { categoryEntry } from './lane-title';

/** The category strip's icon of a lane's category, beside the lane's title. */
export function LaneIcon({ category }: { category: GameCategory }) {
  const entry = categoryEntry(category);
  return entry ? <Icon name={entry.icon} className="lane-icon" /> : null;
}
