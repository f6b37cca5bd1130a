import { join } from 'node:path';
import type { AppInfo } from '../../shared/app-info';
import { createAccountService, type AccountService } from './auth/account-service';
import { createAccountsRepo } from './auth/accounts-repo';
import { createEnvironmentResolver } from './market/environments/resolver';
import { createSessionManager } from './auth/session-manager';
import { createSignInFlows } from './auth/sign-in-flows';
import { createTokenClient } from './auth/token-client';
import { createTokenVault } from './auth/token-vault';
import { openDatabase } from './db/open';
import { createBackupService, type BackupService } from './db/backup-service';
import { databaseFileName } from './db/recover';
import { prepareDataFolder } from './db/data-folder';
import { createDemoRuntime, type StartDemoMarket } from './market/environments/demo-runtime';
import { demoGenerationOf, environments } from './market/environments/environments';
import { createEventBus, type EventBus } from './kernel/event-bus';
import { createRequestGate } from './market/request-gate';
import { createQueries, type Queries } from './domains/queries';
import { createFeeService, type FeeService } from './domains/fees/fee-service';
import { createClaimQueries, type ClaimQueries } from './domains/claims/claim-queries';
import { createBillingService, type BillingService } from './domains/billing/billing-service';
import {
  createCompatibilityService,
  type CompatibilityService,
} from './domains/compatibility/compatibility-service';
import { createHttpCache } from './market/http-cache-repo';
import { createSyncEngine, type SyncEngine } from './sync/engine';
import { syncDomains } from './domains/streams';
import { createShippingOrders } from './domains/orders/shipping-orders';
import { scanOrders } from './domains/orders/scan-orders';
import { createReferenceRepo } from './sync/reference-repo';
import { createCategoryService, type CategoryService } from './domains/offers/categories';
import type { BrowserOpener, Logger } from './kernel/ports';
import { systemClock } from './kernel/ports';
import { createPrinterHost } from './printing/printer-host';
import { createPrintingService, type PrintingService } from './printing/printing-service';
import { createSettingsService, type SettingsService } from './kernel/settings/settings-service';
import { createDocumentMaker } from './printing/documents/document-jobs';
import { shippingDocuments } from './shipping/shipping-documents';
import { createShippingService, type ShippingService } from './shipping/shipping-service';
import type { OutboxService } from './outbox/outbox-service';
import { createSellerOutbox, type SellerActions } from './domains/outbox';
import {
  createTranslationService,
  type TranslationService,
} from './domains/translations/translation-service';
import { createInvoiceService, type InvoiceService } from './domains/invoices/invoice-service';
import { appVersion } from './kernel/version';
import { createMessageService, type MessageService } from './domains/messages/message-service';
import { closeDeadline } from './kernel/close-deadline';
import { createPickingService, type PickingService } from './domains/picking/picking-service';
import { createThumbnails, type Thumbnails } from './domains/offers/thumbnails';
import { createOrderNotices, type OrderNotices } from './domains/orders/order-notices';

import type { CoreConfig, CorePorts } from './start/core-config';

export type { CoreConfig, CorePorts } from './start/core-config';

export interface Core {
  readonly events: EventBus;
  readonly settings: SettingsService;
  readonly logger: Logger;
  readonly accounts: AccountService;
  readonly browser: BrowserOpener | undefined;
  /** The screens' reads, from the local copy only. */
  readonly queries: Queries;
  /** Keeps the local copy of every signed-in account true. */
  readonly sync: SyncEngine;
  /** Categories and their parameters, kept as reference data (read when missing or a day old). */
  readonly categories: CategoryService;
  readonly printing: PrintingService;
  /** The packing station: parcels, labels, protocols and pickups. */
  readonly shipping: ShippingService;
  /** The seller's changes of every kind, and their way to the marketplace. */
  readonly outbox: OutboxService;
  /** What the seller asks of the marketplace, by domain: each stored as a change in the outbox, which sends it. */
  readonly actions: SellerActions;
  /** Fee previews while pricing, and the offers' running fees. */
  readonly fees: FeeService;
  /** The commission refund claims in the local copy (changes of them go through the outbox). */
  readonly claims: ClaimQueries;
  /** What the marketplace charged: billing entries and their totals, from the local copy. */
  readonly billing: BillingService;
  /** Compatibility lists' rules and vehicle database for the offer editor. */
  readonly compatibility: CompatibilityService;
  /** Offers' translations: the local copy, read from the marketplace when an offer's detail opens. */
  readonly translations: TranslationService;
  /** The message center's reads from the local copy (replies go through the outbox). */
  readonly messages: MessageService;
  /** Orders' invoices: the local copy, read from the marketplace when an order's detail opens. */
  readonly invoices: InvoiceService;
  /** The pick list of the orders waiting to be packed, and the offers' bins (the seller's own, kept here only). */
  readonly picking: PickingService;
  /** Copies of the database: daily, before migrations, on request; and a restore for the next start. */
  readonly backups: BackupService;
  /** The offers' images kept in the data folder, downloaded in the background after the offers change. */
  readonly thumbnails: Thumbnails;
  /** Paid orders new to the packing queue, announced once each (`orders:newPaid`), and the count to pack. */
  readonly orderNotices: OrderNotices;
  info(): AppInfo;
  /** Starts background work: the proactive token refresh, the print queue (and, later, sync). */
  start(): void;
  /**
   * Stops everything and closes the database, within `deadlineMs` (default 5 s) even if a step hangs: running outbox
   * steps are cut by then and stay resumable (quitting must not wait for the marketplace).
   */
  close(options?: { deadlineMs?: number }): Promise<void>;
}

/**
 * The Demo environment's marketplace, in this process, with its shop (and its sessions) in the data folder. A little
 * background activity (a new order, a payment...) every couple of minutes shows a newcomer what sync does.
 */
const startLocalDemoMarket: StartDemoMarket = async ({ stateDir, api }) => {
  // Loaded on first use, not with the app: most data folders never use the Demo environment.
  const { startDemoMarket } = await import('../demo-market');
  return startDemoMarket({ port: 0, stateDir, activitySeconds: 120, api });
};

/** The composition root of the application: one call builds every service from the ports it is given. */
export function createCore(ports: CorePorts, config: CoreConfig): Core {
  const clock = ports.clock ?? systemClock;
  const logger = ports.logger;
  const events = createEventBus();
  const settings = createSettingsService({ store: ports.settingsStore, events });
  const databaseFile = join(config.dataDir, databaseFileName);
  // startCore prepares the folder and opens the database itself (to recover a damaged one); a bare core does it here.
  if (!config.database) prepareDataFolder(config.dataDir, clock.now(), logger);
  const db = config.database ?? openDatabase(databaseFile);
  const backups = createBackupService({
    db,
    databaseFile,
    clock,
    logger,
    language: () => settings.get().language,
  });
  const vault = createTokenVault({
    dataDir: config.dataDir,
    cipher: ports.cipher,
    logger,
    now: () => clock.now(),
  });
  const demoApi = config.demoApi ?? demoGenerationOf(process.env);
  const demo = createDemoRuntime({
    stateDir: join(config.dataDir, 'demo-market'),
    api: demoApi,
    start: config.startDemoMarket ?? startLocalDemoMarket,
    logger,
  });
  const resolver = createEnvironmentResolver({
    settings: () => settings.get(),
    vault,
    demo,
    demoApi,
    ...(config.demoShippingFamily ? { demoShippingFamily: config.demoShippingFamily } : {}),
  });
  const gate = createRequestGate({
    clock,
    logger,
    budget: () => settings.get().requestBudget,
    ...(config.requestBudget ? { perMinute: config.requestBudget } : {}),
  });
  const repo = createAccountsRepo(db);

  const session = createSessionManager({
    vault,
    clock,
    logger,
    events,
    async tokenClientFor(accountId) {
      const row = repo.get(accountId);
      if (!row) throw new Error(`No account ${accountId}`);
      const environment = await resolver.resolve(row.environment as AppInfo['environments'][number]['id']);
      return createTokenClient({ ...environment, now: () => clock.now() });
    },
    onSignedOut: (accountId, why) => accounts.markSignedOut(accountId, why),
  });
  const flows = createSignInFlows({
    resolve: (kind) => resolver.resolve(kind),
    tokenClient: (environment) => createTokenClient({ ...environment, now: () => clock.now() }),
    callbackPort: () => settings.get().oauthCallbackPort,
    language: () => settings.get().language,
    clock,
    logger,
  });
  const accounts: AccountService = createAccountService({
    repo,
    session,
    vault,
    flows,
    resolver,
    gate,
    settings,
    clock,
    logger,
    events,
    cache: createHttpCache(db, () => clock.now()),
  });

  const queries = createQueries({ db });
  const sync = createSyncEngine({
    db,
    accounts,
    events,
    gate,
    clock,
    logger,
    domains: syncDomains,
    ...(config.syncOptions ? { options: config.syncOptions } : {}),
  });
  const categories = createCategoryService({
    reference: createReferenceRepo(db),
    client: (accountId) => accounts.client(accountId),
    reachable: (accountId) => sync.connection(accountId) !== 'offline',
    clock,
    logger,
    language: () => settings.get().language,
    changed: (tables) => events.changed(tables),
  });
  const compatibility = createCompatibilityService({
    db,
    reference: createReferenceRepo(db),
    client: (accountId) => accounts.client(accountId),
    reachable: (accountId) => sync.connection(accountId) !== 'offline',
    logger,
    language: () => settings.get().language,
    changed: (tables) => events.changed(tables),
  });

  const fees = createFeeService({
    db,
    client: (accountId) => accounts.client(accountId),
    reachable: (accountId) => sync.connection(accountId) !== 'offline',
    logger,
  });

  const billing = createBillingService({ db, clock });

  const documents = createDocumentMaker();
  const printing = createPrintingService({
    db,
    host: ports.printerHost ?? createPrinterHost(),
    dataDir: config.dataDir,
    logger,
    language: () => settings.get().language,
    clock,
    events,
    documents,
  });

  const shipping = createShippingService({
    db,
    accounts,
    printing,
    settings: () => settings.get(),
    events,
    clock,
    logger,
    documents: shippingDocuments(documents),
    scanOrders: scanOrders(db),
    orders: createShippingOrders(db),
    ...(config.shippingOptions ? { options: config.shippingOptions } : {}),
  });
  const { outbox, actions } = createSellerOutbox({
    db,
    client: (accountId) => accounts.client(accountId),
    language: () => settings.get().language,
    clock,
    logger,
    changed: (tables) => events.changed(tables),
    ...(config.outboxOptions ? { options: config.outboxOptions } : {}),
    dataDir: config.dataDir,
    generation: (accountId) =>
      resolver.generationOf(
        environments.find((e) => e.id === repo.get(accountId)?.environment)?.id ?? 'custom',
      ),
  });
  const invoices = createInvoiceService({
    db,
    client: (accountId) => accounts.client(accountId),
    clock,
    changed: (tables) => events.changed(tables),
  });
  const translations = createTranslationService({
    db,
    client: (accountId) => accounts.client(accountId),
    clock,
    logger,
    changed: (tables) => events.changed(tables),
  });
  // Parcels and changes waiting for the marketplace go as soon as the sync engine sees it answer again.
  let connection: string = 'unknown';
  events.on('sync:status', (status) => {
    if (status.connection === 'online' && connection === 'offline') {
      shipping.online();
      outbox.online();
    }
    connection = status.connection;
  });

  const thumbnails = createThumbnails({ db, dataDir: config.dataDir, events, clock, logger });
  const orderNotices = createOrderNotices({ db, events, clock, logger });
  const timers: NodeJS.Timeout[] = [];
  let closing: Promise<void> | undefined;
  return {
    events,
    settings,
    logger,
    accounts,
    browser: ports.browser,
    queries,
    sync,
    categories,
    printing,
    shipping,
    outbox,
    actions,
    fees,
    claims: createClaimQueries(db, () => clock.now()),
    billing,
    compatibility,
    translations,
    messages: createMessageService({
      db,
      dataDir: config.dataDir,
      client: (accountId) => accounts.client(accountId),
      language: () => settings.get().language,
    }),
    invoices,
    picking: createPickingService({ db, shipping, printing, documents, settings, events, clock }),
    backups,
    thumbnails,
    orderNotices,
    info: () => ({ version: appVersion, dataDir: config.dataDir, host: config.host, environments }),
    start() {
      // A minute is far below the five-minute margin, and survives a laptop waking from sleep.
      const refresh = setInterval(() => void session.refreshDue(accounts.signedInIds()), 60_000);
      refresh.unref();
      timers.push(refresh);
      void session.refreshDue(accounts.signedInIds());
      sync.start();
      printing.start();
      shipping.start();
      outbox.start();
      backups.start();
      orderNotices.lookAll();
    },
    close(options = {}) {
      let within: ReturnType<typeof closeDeadline>;
      try {
        within = closeDeadline(options.deadlineMs ?? 5000, logger);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      // A second close (a test's cleanup after it closed the core itself, a quit during a quit) waits for the first.
      closing ??= (async () => {
        for (const timer of timers) clearInterval(timer);
        await within('sync', sync.stop());
        await within('thumbnails', thumbnails.stop());
        await within('shipping', shipping.stop());
        await within('outbox', outbox.stop({ deadlineMs: within.left() }));
        await within('printing', printing.close());
        await within('backups', backups.close());
        await within('documents', documents.close());
        await within('flows', flows.cancel());
        await within('demo', demo.close());
        events.flush();
        db.close();
      })();
      return closing;
    },
  };
}
