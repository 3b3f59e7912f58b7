import {
  envelopeOpenReport,
  measureEnvelopeOpens,
  type EnvelopeOpenFigures,
} from './envelope-open.js';
import type { Section } from './section.js';

/** Opens per second of a sealed sign-in body: RSA-OAEP-3072 (aes-gcm) against hpke. */
export const envelopeOpenSection: Section<EnvelopeOpenFigures> = {
  key: 'envelopeOpen',
  group: 'server',
  run: () => measureEnvelopeOpens(),
  report: (figures) => envelopeOpenReport(figures).split('\n'),
};
