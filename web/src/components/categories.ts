import { CATEGORY_PAGE } from '@lobby/contract';
import type { IconName } from './icons';

/** The game categories of the category strip, in the order players see them. */
export const GAME_CATEGORIES: readonly { path: string; icon: IconName; titleKey: string }[] = [
  { path: CATEGORY_PAGE.SPORTS, icon: 'sports', titleKey: 'category.sports' },
  { path: CATEGORY_PAGE.LIVE, icon: 'live', titleKey: 'category.live' },
  { path: CATEGORY_PAGE.RNG, icon: 'rng', titleKey: 'category.rng' },
  { path: CATEGORY_PAGE.TABLE, icon: 'table', titleKey: 'category.table' },
  { path: CATEGORY_PAGE.FISH, icon: 'fish', titleKey: 'category.fish' },
  { path: CATEGORY_PAGE.PVP, icon: 'pvp', titleKey: 'category.pvp' },
  { path: CATEGORY_PAGE.CRASH, icon: 'crash', titleKey: 'category.crash' },
  { path: CATEGORY_PAGE.ARCADE, icon: 'arcade', titleKey: 'category.arcade' },
  { path: CATEGORY_PAGE.ELOTT, icon: 'lottery', titleKey: 'category.elott' },
];
