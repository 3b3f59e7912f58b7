import { systemCountry, systemDomainRoute, systemManifest, systemStatus } from './system.js';

/** Every call of the contract by name; feature issues add their entries here. */
export const calls = {
  systemStatus,
  systemCountry,
  systemDomainRoute,
  systemManifest,
} as const;

export type CallName = keyof typeof calls;

export * from './system.js';
