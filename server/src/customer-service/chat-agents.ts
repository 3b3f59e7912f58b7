import { operatorMay, type OperatorRole } from '@lobby/contract';

/** An operator a conversation may be given to. */
export interface ChatAgent {
  username: string;
  role: OperatorRole;
}

/** Where the merchant's operators come from: the operators who answer chats. */
export interface ChatAgentDirectory {
  agents(merchantCode: string): Promise<ChatAgent[]>;
}

/** What the directory reads of an operator account. */
interface OperatorAccount {
  username: string;
  role: OperatorRole;
  disabled_at: Date | null;
}

/**
 * The merchant's operators (and the deployment's super-operators, who act on every merchant)
 * whose role answers chats and who are not disabled: a conversation goes only to one of them.
 */
export class OperatorChatAgents implements ChatAgentDirectory {
  constructor(private readonly list: (merchantCode: string | null) => Promise<OperatorAccount[]>) {}

  async agents(merchantCode: string): Promise<ChatAgent[]> {
    const [own, supers] = await Promise.all([this.list(merchantCode), this.list(null)]);
    return [...own, ...supers]
      .filter((operator) => !operator.disabled_at && operatorMay(operator.role, 'chat.answer'))
      .map((operator) => ({ username: operator.username, role: operator.role }));
  }
}
