import { useQuery, type QueryClient } from '@tanstack/react-query';
import { calls, operatorMay, type OperatorRole, type OpsPermission } from '@lobby/contract';
import { opsRequest } from './api';

export const sessionKeys = { all: ['ops', 'session'] as const };

/** The signed-in operator's session call; an error means nobody is signed in. */
export function useSessionQuery() {
  return useQuery({
    queryKey: sessionKeys.all,
    queryFn: () => opsRequest(calls.operatorSession),
    retry: false,
    staleTime: 60_000,
  });
}

export interface Operator {
  username: string;
  /** The merchant the operator acts on (a super-operator's pick in the merchant switcher). */
  merchantCode: string;
  role: OperatorRole;
  /** Whether the operator's role holds the permission (OPS_PERMISSIONS). */
  may: (permission: OpsPermission) => boolean;
}

/**
 * The signed-in operator. Only pages inside the signed-in layout call it, and the layout draws
 * them once the session is known, so it never answers nobody there.
 */
export function useOperator(): Operator {
  const { data } = useSessionQuery();
  if (!data) throw new Error('useOperator outside the signed-in layout');
  return {
    username: data.username,
    merchantCode: data.merchantCode,
    role: data.role,
    may: (permission) => operatorMay(data.role, permission),
  };
}

/** Forgets everything the signed-out operator read, keeping only what the console itself needs. */
export function forgetOperatorData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'ops' || query.queryKey[1] !== 'console',
  });
}
