import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type CallBody } from '@lobby/contract';
import { opsRequest } from '../../lib/api';

export const operatorKeys = {
  all: ['ops', 'operators'] as const,
  list: () => [...operatorKeys.all, 'list'] as const,
};

export function useOperators() {
  return useQuery({
    queryKey: operatorKeys.list(),
    queryFn: () => opsRequest(calls.opsOperators),
  });
}

/** A change of the operators list: the list is read again after it. */
function useOperatorChange<B, V>(send: (body: B) => Promise<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}

export function useAddOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof calls.opsAddOperator>) =>
      opsRequest(calls.opsAddOperator, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}

export const useChangeOperatorRole = () =>
  useOperatorChange((body: CallBody<typeof calls.opsChangeOperatorRole>) =>
    opsRequest(calls.opsChangeOperatorRole, { body }),
  );

export const useDisableOperator = () =>
  useOperatorChange((body: CallBody<typeof calls.opsDisableOperator>) =>
    opsRequest(calls.opsDisableOperator, { body }),
  );

export const useResetOperatorTwoFactor = () =>
  useOperatorChange((body: CallBody<typeof calls.opsResetOperatorTwoFactor>) =>
    opsRequest(calls.opsResetOperatorTwoFactor, { body }),
  );

export const useDecideOperatorRequest = () =>
  useOperatorChange((body: CallBody<typeof calls.opsDecideOperatorRequest>) =>
    opsRequest(calls.opsDecideOperatorRequest, { body }),
  );
