import type { IconName } from './icons';

/** The game categories of the category strip, in the order players see them. */
export const GAME_CATEGORIES: readonly { path: string; icon: IconName; titleKey: string }[] = [
  { path: '/m/sports', icon: 'sports', titleKey: 'category.sports' },
  { path: '/m/live', icon: 'live', titleKey: 'category.live' },
  { path: '/m/rng', icon: 'rng', titleKey: 'category.rng' },
  { path: '/m/table', icon: 'table', titleKey: 'category.table' },
  { path: '/m/fish', icon: 'fish', titleKey: 'category.fish' },
  { path: '/m/pvp', icon: 'pvp', titleKey: 'category.pvp' },
  { path: '/m/crash', icon: 'crash', titleKey: 'category.crash' },
  { path: '/m/arcade', icon: 'arcade', titleKey: 'category.arcade' },
  { path: '/m/elott', icon: 'lottery', titleKey: 'category.elott' },
];
