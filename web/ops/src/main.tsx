import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RoutedApp } from './App';
import { consoleKeys, fetchConsoleInfo } from './lib/console';
import { initialLanguage, setLanguage } from './lib/i18n';
import './components/ops.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
    mutations: { networkMode: 'always', retry: false },
  },
});

async function start() {
  const root = document.getElementById('root')!;
  try {
    const info = await queryClient.fetchQuery({
      queryKey: consoleKeys.all,
      queryFn: fetchConsoleInfo,
      staleTime: Infinity,
    });
    await setLanguage(initialLanguage(info.languages));
  } catch {
    root.textContent = 'The console cannot reach the server. Please reload the page.';
    return;
  }
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RoutedApp />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
