import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { sql, type Kysely } from 'kysely';

interface OldMobile {
  id: number;
  merchant_code: string;
  mobile: string;
  country: { countryCode?: string; countryDialingCode?: string } | null;
}

const BATCH = 500;

/**
 * Members' numbers become E.164, the one form lookups, codes and quotas use. Rows before it kept
 * the national digits of a number texted with the merchant's own dialing code; each is read for
 * the merchant's country (its configuration as last stored). A row that does not parse, or whose
 * number an earlier row already holds, keeps its digits: no lookup or text ever matches them (an
 * E.164 number starts with +), so that member signs in by username and password only, and a
 * texted second factor stays required and unsendable rather than silently off. This reads the
 * library directly rather than the server's parser, so the migration means the same forever.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const held = await sql<{ merchant_code: string; mobile: string }>`
    SELECT merchant_code, mobile FROM members WHERE mobile LIKE '+%'`.execute(db);
  const taken = new Set(held.rows.map((row) => `${row.merchant_code}\n${row.mobile}`));
  const old = await sql<OldMobile>`
    SELECT m.id, m.merchant_code, m.mobile, c.config->'country' AS country
    FROM members m JOIN merchants c ON c.code = m.merchant_code
    WHERE m.mobile IS NOT NULL AND m.mobile NOT LIKE '+%'
    ORDER BY m.id`.execute(db);
  const converted: { id: number; e164: string }[] = [];
  for (const row of old.rows) {
    const e164 = e164OfOld(row);
    if (!e164 || taken.has(`${row.merchant_code}\n${e164}`)) continue;
    taken.add(`${row.merchant_code}\n${e164}`);
    converted.push({ id: row.id, e164 });
  }
  for (let start = 0; start < converted.length; start += BATCH) {
    const values = converted
      .slice(start, start + BATCH)
      .map((row) => sql`(${row.id}::integer, ${row.e164}::text)`);
    await sql`
      UPDATE members SET mobile = v.e164
      FROM (VALUES ${sql.join(values)}) AS v(id, e164)
      WHERE members.id = v.id`.execute(db);
  }
}

function e164OfOld(row: OldMobile): string | undefined {
  const { countryCode, countryDialingCode } = row.country ?? {};
  if (!countryCode || !countryDialingCode) return undefined;
  const phone = parsePhoneNumberFromString(row.mobile, countryCode as CountryCode);
  if (!phone?.isValid() || `+${phone.countryCallingCode}` !== countryDialingCode) return undefined;
  return phone.number;
}
