import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { AppShell } from './app/shell/AppShell';
import { TrackedRouter } from './app/TrackedRouter';
import { preloadPage } from './app/router';
import { inlinedStatus } from './lib/first-paint';
import { playerLanguage, preloadLanguage } from './lib/i18n';
import { takeLinkToken } from './lib/link-token';
// The landing address, kept before anything rewrites it (attribution reads it after load).
import './lib/landing';
import { deferInstallEvent } from './lib/install-event';
import { bindMemberQueriesToSession } from './lib/member-scope';
import './app/styles.css';

// First of all: a sign-in link's token leaves the address bar before anything reads the address.
takeLinkToken();
// The browser's install event can come before the install prompt's code: keep it for the prompt.
deferInstallEvent();

// With the status the page carries, the player's language and the page's own code start
// downloading now, beside each other, rather than one after the other once the shell has drawn.
const status = inlinedStatus()?.initialData;
if (status) preloadLanguage(playerLanguage(status));
preloadPage(window.location.pathname);

// A page opened offline (the service worker's copy) knows it: its queries wait for the network
// and go as soon as it returns, instead of failing once and waiting for a Retry.
onlineManager.setOnline(navigator.onLine);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
    // A player's action always reaches the api client, which answers offline with the
    // network_offline toast (SPEC 8); TanStack's default would pause it silently instead.
    mutations: { networkMode: 'always' },
  },
});

// Member info and every other member query empty the moment the token is cleared.
bindMemberQueriesToSession(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TrackedRouter>
        <AppShell />
      </TrackedRouter>
    </QueryClientProvider>
  </StrictMode>,
);
