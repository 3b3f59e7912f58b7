import { useQuery } from '@tanstack/react-query';
import { calls, type CallValue } from '@lobby/contract';
import { opsRequest } from './api';

export const consoleKeys = { all: ['ops', 'console'] as const };

export type ConsoleInfo = CallValue<typeof calls.operatorConsole>;

/** The merchant, its console languages and currency (asked once; the app waits for it). */
export function useConsoleInfo(): ConsoleInfo {
  const { data } = useQuery({
    queryKey: consoleKeys.all,
    queryFn: () => opsRequest(calls.operatorConsole),
    staleTime: Infinity,
  });
  if (!data) throw new Error('useConsoleInfo before the console is loaded');
  return data;
}

export const fetchConsoleInfo = () => opsRequest(calls.operatorConsole);
