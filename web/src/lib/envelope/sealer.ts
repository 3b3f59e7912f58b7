import type { CallDef, RsaKeyValue } from '@lobby/contract';
import type { EncryptedBody } from '../api-client';

/** Seals a JSON text for one call with the merchant's key; `now` is in server time (epoch ms). */
export type Sealer = (
  json: string,
  key: RsaKeyValue,
  call: CallDef,
  now: number,
) => Promise<EncryptedBody>;
