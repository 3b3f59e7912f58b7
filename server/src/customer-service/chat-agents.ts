import { operatorMay, type OperatorRole } from '@lobby/contract';
import { operatorVariable, type OperatorAccounts } from '../core/config/config-operators.js';

/** An operator a conversation may be given to. */
export interface ChatAgent {
  username: string;
  role: OperatorRole;
}

/** Where the merchant's operators come from: the operators who answer chats. */
export interface ChatAgentDirectory {
  agents(merchantCode: string): Promise<ChatAgent[]>;
}

/** The one operator each merchant's environment names (OPERATOR_<CODE>), an admin. */
export class EnvironmentChatAgents implements ChatAgentDirectory {
  constructor(private readonly accounts: OperatorAccounts) {}

  async agents(merchantCode: string): Promise<ChatAgent[]> {
    const account = this.accounts[operatorVariable(merchantCode)];
    const role: OperatorRole = 'admin';
    return account && operatorMay(role, 'chat.answer')
      ? [{ username: account.username, role }]
      : [];
  }
}
