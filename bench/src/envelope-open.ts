import { openAesGcm, openHpke, sealAesGcm, sealHpke, type SealedAesGcm } from '@lobby/contract';
import { keyedRequestOf } from '@lobby/contract/testing';
import {
  generateEnvelopeKeyPair,
  importAesGcmPrivateKey,
  importHpkeRecipientKey,
} from '../../server/src/envelope/envelope-key-material.js';
import { rate, type RateFigures } from './rate.js';

/** Opens per second of a sealed sign-in body, each scheme with the server's own key kind. */
export interface EnvelopeOpenFigures {
  concurrency: number;
  sliceSeconds: number;
  rounds: number;
  /** RSA-OAEP-3072 unwrap of the AES key, then AES-256-GCM (the scheme hpke replaced). */
  aesGcm: RateFigures;
  /** HPKE base mode: DHKEM(P-256) decapsulation, HKDF-SHA256, AES-128-GCM. */
  hpke: RateFigures;
  /** hpke opens per aes-gcm open. */
  ratio: number;
  /**
   * This process's CPU time (user + system, all threads) per open: less swayed than the rates
   * by other work on a shared machine.
   */
  cpuMicrosPerOpen: { aesGcm: number; hpke: number };
}

const OPTIONS = { concurrency: 8, sliceSeconds: 1, rounds: 4 };
const TARGET = { method: 'POST', path: '/wps/session/login' };
const BODY = JSON.stringify({ username: 'bench_member', password: 'Bench-Lobby-2026!' });

const requestOf = (sealed: SealedAesGcm) => keyedRequestOf(sealed, TARGET);

/** One open of a sign-in body sealed as web seals it, per scheme, with keys made as the server makes them. */
export async function openers(): Promise<Record<'aesGcm' | 'hpke', () => Promise<string>>> {
  const now = Date.now();
  const rsa = await generateEnvelopeKeyPair('aes-gcm');
  const rsaKey = await importAesGcmPrivateKey(rsa.privateKeyPem);
  const aesGcm = requestOf(
    await sealAesGcm(BODY, { keyId: 'k', spki: rsa.publicKey }, TARGET, now),
  );
  const p256 = await generateEnvelopeKeyPair('hpke');
  const recipient = await importHpkeRecipientKey(p256.privateKeyPem, p256.publicKey);
  const hpke = requestOf(
    await sealHpke(BODY, { keyId: 'k', publicKey: p256.publicKey }, TARGET, now),
  );
  return {
    aesGcm: () => openAesGcm(aesGcm, rsaKey),
    hpke: () => openHpke(hpke, recipient),
  };
}

/**
 * Opens per second of both modern schemes in the same run: slices in turn, the order flipping
 * every round, after a warm-up slice of each.
 */
export async function measureEnvelopeOpens(): Promise<EnvelopeOpenFigures> {
  const open = await openers();
  const blank = (): RateFigures => ({ perSecond: 0, operations: 0, seconds: 0 });
  for (const operation of Object.values(open)) {
    if ((await operation()) !== BODY) throw new Error('an envelope did not open to its body');
    await rate(operation, OPTIONS.concurrency, 1, blank());
  }
  const tallies = { aesGcm: blank(), hpke: blank() };
  const cpuMicros = { aesGcm: 0, hpke: 0 };
  const order = ['aesGcm', 'hpke'] as const;
  for (let round = 0; round < OPTIONS.rounds; round++) {
    for (const kind of round % 2 ? [...order].reverse() : order) {
      const before = process.cpuUsage();
      await rate(open[kind], OPTIONS.concurrency, OPTIONS.sliceSeconds, tallies[kind]);
      const used = process.cpuUsage(before);
      cpuMicros[kind] += used.user + used.system;
    }
  }
  return {
    ...OPTIONS,
    ...tallies,
    ratio: tallies.hpke.perSecond / tallies.aesGcm.perSecond,
    cpuMicrosPerOpen: {
      aesGcm: cpuMicros.aesGcm / tallies.aesGcm.operations,
      hpke: cpuMicros.hpke / tallies.hpke.operations,
    },
  };
}

/**
 * The envelope section of the printed report; with raw argon2id verifies, the share of them each
 * scheme's open alone leaves to sign-ins (opens / (opens + verifies), as envelopeCeiling does).
 */
export function envelopeOpenReport(figures: EnvelopeOpenFigures, rawVerify?: RateFigures): string {
  const ceiling = (open: RateFigures) =>
    rawVerify
      ? `   caps sign-ins at ${(open.perSecond / (open.perSecond + rawVerify.perSecond)).toFixed(2)} of raw verifies`
      : '';
  const line = (name: string, open: RateFigures, cpuMicros: number) =>
    `  ${name.padEnd(48)}${open.perSecond.toFixed(0).padStart(8)} /s` +
    `${cpuMicros.toFixed(0).padStart(7)} µs CPU each${ceiling(open)}`;
  return [
    `Envelope opens (a sealed sign-in body, ${figures.concurrency} in flight, ` +
      `${figures.rounds} × ${figures.sliceSeconds} s each in turn, same process)`,
    line(
      'aes-gcm: RSA-OAEP-3072 unwrap + AES-256-GCM',
      figures.aesGcm,
      figures.cpuMicrosPerOpen.aesGcm,
    ),
    line(
      'hpke: DHKEM(P-256), HKDF-SHA256, AES-128-GCM',
      figures.hpke,
      figures.cpuMicrosPerOpen.hpke,
    ),
    `  hpke / aes-gcm: ${figures.ratio.toFixed(1)}×`,
  ].join('\n');
}
