/**
 * Whom a conversation can be handed to: giving it to whoever has it, or to oneself (that is
 * Take), is no transfer.
 */
export const transferTargets = <A extends { username: string }>(
  agents: readonly A[],
  assignee: string | null,
  me: string,
): A[] => agents.filter((agent) => agent.username !== assignee && agent.username !== me);
