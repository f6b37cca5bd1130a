export const environmentKinds = ['allegro', 'allegro-sandbox', 'demo', 'custom'] as const;
export type EnvironmentKind = (typeof environmentKinds)[number];

export interface EnvironmentInfo {
  id: EnvironmentKind;
  name: string;
  apiUrl: string | null;
  authUrl: string | null;
}

export interface AppInfo {
  version: string;
  dataDir: string;
  /** Where the app runs: inside the desktop shell or in a browser through the web host. */
  host: 'electron' | 'web' | 'cli';
  environments: EnvironmentInfo[];
}
