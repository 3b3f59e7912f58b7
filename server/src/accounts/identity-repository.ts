import type { Kysely } from 'kysely';
import type { IdentityProvider } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';

/** An identity another account vouched for: provider, the provider's subject, and the channel. */
export interface VerifiedIdentity {
  provider: IdentityProvider;
  subject: string;
  /** Firebase: google, facebook, twitter or phone; '' for the others. */
  channel: string;
}

/** Sign-in identities keyed on merchant, provider and subject (never on an email). */
export class IdentityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async memberOf(merchantCode: string, identity: VerifiedIdentity): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('member_identities')
      .select('member_id')
      .where('merchant_code', '=', merchantCode)
      .where('provider', '=', identity.provider)
      .where('subject', '=', identity.subject)
      .executeTakeFirst();
    return row?.member_id;
  }

  /**
   * Links the identity to the member; an identity names one member, so when another member has
   * it already, answers false and changes nothing (one statement: a race links it once).
   */
  async link(
    merchantCode: string,
    identity: VerifiedIdentity,
    memberId: number,
    now: Date,
  ): Promise<boolean> {
    await this.db
      .insertInto('member_identities')
      .values({
        merchant_code: merchantCode,
        provider: identity.provider,
        subject: identity.subject,
        channel: identity.channel,
        member_id: memberId,
        created_at: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    return (await this.memberOf(merchantCode, identity)) === memberId;
  }

  /** The member's identities of one provider (their subjects). */
  async subjectsOf(
    merchantCode: string,
    memberId: number,
    provider: IdentityProvider,
  ): Promise<string[]> {
    const rows = await this.db
      .selectFrom('member_identities')
      .select('subject')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('provider', '=', provider)
      .execute();
    return rows.map((row) => row.subject);
  }
}
