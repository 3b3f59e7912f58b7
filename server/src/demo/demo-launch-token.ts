import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod/mini';

/** What a demo launch token carries: enough for the demo vendor to draw the game. */
export const demoLaunchClaimsSchema = z.object({
  merchant: z.string(),
  customerId: z.nullable(z.string()),
  userName: z.string(),
  gameId: z.string(),
  displayName: z.string(),
  kind: z.enum(['slot', 'lottery']),
  lottery: z.nullable(z.object({ prizeMode: z.string(), gameCode: z.string() })),
  lottoView: z.nullable(z.enum(['betting', 'lobby'])),
  backUrl: z.string(),
  trial: z.boolean(),
  language: z.string(),
});
export type DemoLaunchClaims = z.infer<typeof demoLaunchClaimsSchema>;

const ALGORITHM = 'HS256';
// Binds the token to its one purpose, so no other HS256 token under the same secret passes.
const ISSUER = 'lobby';
const AUDIENCE = 'lobby-demo-vendor';

/** Signs and checks the demo vendor's launch tokens (JWT, HS256) under the launch secret. */
export class DemoLaunchTokens {
  constructor(
    private readonly secret: () => Promise<Uint8Array>,
    private readonly now: () => Date,
  ) {}

  async sign(claims: DemoLaunchClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(this.now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .setJti(randomUUID())
      .sign(await this.secret());
  }

  /** The token's claims, or undefined when it is forged, altered, expired or malformed. */
  async verify(token: string): Promise<DemoLaunchClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.secret(), {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'jti'],
        currentDate: this.now(),
      });
      const claims = demoLaunchClaimsSchema.safeParse(payload);
      return claims.success ? claims.data : undefined;
    } catch {
      return undefined;
    }
  }
}
