/**
 * Operators of the /ops/ pages, one per merchant: OPERATOR_<CODE>=<name>:<argon2id hash>, where
 * <CODE> is the merchant's code upper-cased with `-` as `_` (as GEETEST_KEY_<CODE>). The hash is
 * argon2id's PHC string (`npm run operator-hash` prints one), so no password is ever configured.
 */
const PREFIX = 'OPERATOR_';

export interface OperatorAccount {
  username: string;
  passwordHash: string;
}

/** Operator accounts by variable name (OPERATOR_<CODE>). */
export type OperatorAccounts = Readonly<Record<string, OperatorAccount>>;

/** The variable holding a merchant's operator. */
export function operatorVariable(merchantCode: string): string {
  return PREFIX + merchantCode.toUpperCase().replace(/-/g, '_');
}

const ACCOUNT_PATTERN =
  /^([A-Za-z0-9._-]{1,64}):(\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+)$/;

/** Reads every OPERATOR_<CODE>; problems name the variable, never its hash. */
export function readOperators(env: NodeJS.ProcessEnv): {
  operators: OperatorAccounts;
  problems: string[];
} {
  const operators: Record<string, OperatorAccount> = {};
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(PREFIX) || !value) continue;
    const match = /^OPERATOR_[A-Z0-9_]+$/.test(name) ? ACCOUNT_PATTERN.exec(value) : null;
    if (match) operators[name] = { username: match[1]!, passwordHash: match[2]! };
    else {
      problems.push(
        `  ${name}=(hidden): must be OPERATOR_<MERCHANT CODE>=<name>:<argon2id hash ($argon2id$v=19$...)>`,
      );
    }
  }
  return { operators, problems };
}
