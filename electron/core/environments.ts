import type { EnvironmentInfo } from '../../shared/app-info';

/** The marketplaces Seller Desk can talk to. Demo runs locally; Custom takes its addresses from settings. */
export const environments: EnvironmentInfo[] = [
  {
    id: 'allegro',
    name: 'Allegro',
    apiUrl: 'https://api.allegro.pl',
    authUrl: 'https://allegro.pl/auth/oauth',
  },
  {
    id: 'allegro-sandbox',
    name: 'Allegro Sandbox',
    apiUrl: 'https://api.allegro.pl.allegrosandbox.pl',
    authUrl: 'https://allegro.pl.allegrosandbox.pl/auth/oauth',
  },
  { id: 'demo', name: 'Demo', apiUrl: null, authUrl: null },
  { id: 'custom', name: 'Custom', apiUrl: null, authUrl: null },
];
