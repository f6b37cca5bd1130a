interface BuildClients {
  [environment: string]: { clientId?: string; clientSecret?: string };
}

declare const __SELLER_DESK_CLIENTS__: BuildClients | undefined;

/**
 * Client credentials baked in at build time from SELLER_DESK_<ENV>_CLIENT_ID / _CLIENT_SECRET (see
 * electron.vite.config.ts). Empty when running from the sources; never committed.
 */
export const buildTimeClients: BuildClients =
  typeof __SELLER_DESK_CLIENTS__ === 'undefined' ? {} : __SELLER_DESK_CLIENTS__;
