import { MAYA_SESSION_ID_FORMAT } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { pathSegment, type OutboundFetch } from '../core/outbound-url.js';
import type { VerifiedIdentity } from './identity-repository.js';
import { identityInvalidError, notOfferedError } from './identity-errors.js';
import type { LocalIdentityProvider } from './local-identity-provider.js';

export interface MayaIdentityDependencies {
  local: LocalIdentityProvider;
  now: () => Date;
  env: NodeJS.ProcessEnv;
  /** The guarded outward fetch: the Maya API's URL comes from the merchant file. */
  fetch: OutboundFetch;
}

/**
 * Maya sign-in through its adapter: the session id Maya hands back is resolved at the merchant's
 * Maya API (`GET {url}/sessions/{sessionId}` with the shared secret) to the Maya account; tokens
 * are refreshed there too (`POST {url}/tokens/refresh`). The local fake resolves its own signed
 * session ids.
 */
export class MayaIdentities {
  constructor(private readonly deps: MayaIdentityDependencies) {}

  async verify(merchant: MerchantConfig, sessionId: string, env = ''): Promise<VerifiedIdentity> {
    const config = this.config(merchant);
    if (!MAYA_SESSION_ID_FORMAT.test(sessionId)) throw identityInvalidError();
    const accountId =
      config.provider === 'local'
        ? this.deps.local.mayaAccount(sessionId)
        : await this.remoteAccount(
            config,
            `/sessions/${pathSegment(sessionId, MAYA_SESSION_ID_FORMAT)}`,
            env,
          );
    if (!accountId || accountId.length > 128) throw identityInvalidError();
    return { provider: 'maya', subject: accountId, channel: '' };
  }

  /** Refreshes the Maya tokens of an account; answers when they next expire. */
  async refresh(merchant: MerchantConfig, accountId: string, env = ''): Promise<string | null> {
    const config = this.config(merchant);
    if (config.provider === 'local') {
      return new Date(this.deps.now().getTime() + 3_600_000).toISOString();
    }
    const answer = await this.call(config, '/tokens/refresh', env, { accountId });
    const expiresAt = (answer as { expiresAt?: unknown }).expiresAt;
    return typeof expiresAt === 'string' && !Number.isNaN(Date.parse(expiresAt))
      ? new Date(expiresAt).toISOString()
      : null;
  }

  private async remoteAccount(
    config: { url: string; secretEnv: string },
    path: string,
    env: string,
  ): Promise<string | undefined> {
    const answer = await this.call(config, path, env);
    const accountId = (answer as { accountId?: unknown }).accountId;
    return typeof accountId === 'string' ? accountId : undefined;
  }

  private async call(
    config: { url: string; secretEnv: string },
    path: string,
    env: string,
    body?: unknown,
  ): Promise<unknown> {
    const secret = this.deps.env[config.secretEnv];
    if (!secret) throw notOfferedError('Maya');
    try {
      const url = new URL(config.url.replace(/\/$/, '') + path);
      if (env) url.searchParams.set('env', env);
      const response = await this.deps.fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Maya answered ${response.status}`);
      return await response.json();
    } catch {
      throw identityInvalidError();
    }
  }

  private config(merchant: MerchantConfig) {
    const config = merchant.signIn.maya;
    if (!config) throw notOfferedError('Maya');
    return config;
  }
}
