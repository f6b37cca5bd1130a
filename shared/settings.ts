import { z } from 'zod';
import { carrierCutoffsSchema } from './packing-deadline';

export const languages = ['pl', 'en'] as const;
export type Language = (typeof languages)[number];

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

export const shippingFamilies = ['shipment-management', 'parcel-management'] as const;

/**
 * Which marketplace an environment speaks: `documents` as the documents of about 2024 describe it, `2026` as Allegro
 * is since (resources removed, shipping rules changed; README, "Two generations of the marketplace").
 */
export const apiGenerations = ['documents', '2026'] as const;
export type ApiGeneration = (typeof apiGenerations)[number];

/** A marketplace with its own addresses (a staging copy, another vendor): everything but the secret. */
export const customEnvironmentSchema = z
  .object({
    apiUrl: z.url({ protocol: /^https?$/ }),
    authUrl: z.url({ protocol: /^https?$/ }),
    vendor: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .default('allegro'),
    shippingFamily: z.enum(shippingFamilies).default('shipment-management'),
    /** Addresses saved before the choice existed spoke the documents' marketplace, so that stays the default. */
    api: z.enum(apiGenerations).default('documents'),
  })
  .refine((custom) => custom.api === 'documents' || custom.shippingFamily === 'shipment-management', {
    // The 2026 marketplace removed /parcel-management on 2025-01-31.
    message: 'The 2026 marketplace serves shipment-management only.',
    path: ['shippingFamily'],
  });
export type CustomEnvironment = z.infer<typeof customEnvironmentSchema>;

export const clientIdsSchema = z
  .object({
    allegro: z.string().max(200),
    'allegro-sandbox': z.string().max(200),
    custom: z.string().max(200),
  })
  .partial();

/** The packing station: what a scan does and what happens after a label. */
export const packingSettingsSchema = z
  .object({
    /** A scanned order gets its parcel and label without a click. */
    autoShip: z.boolean(),
    /** Each item is scanned and counted against the order before its label prints. */
    checkItems: z.boolean(),
    /** The fulfillment status an order gets once its waybill is on it. */
    statusAfterLabel: z.enum(['SENT', 'READY_FOR_SHIPMENT', 'READY_FOR_PICKUP']),
    /** A packing slip prints with each label, through its own profile. */
    packingSlip: z.boolean(),
    /** Distinct sounds for the scan states. */
    sounds: z.boolean(),
    /**
     * After its label prints, a parcel waits for its waybill to be scanned from the label on the box; only then is
     * the order set SENT. A default, so packing settings saved before the choice existed are kept whole.
     */
    checkLabel: z.boolean().default(false),
  })
  .strict();
export type PackingSettings = z.infer<typeof packingSettingsSchema>;

/**
 * This installation's share of the marketplace's 9000 requests a minute per Client ID (README, "Requests and the
 * marketplace's limits"): larger under the seller's own Client ID, small under one built into the app.
 */
export const requestBudgetSchema = z
  .object({
    ownClientPerMinute: z.number().int().min(60).max(8000),
    sharedClientPerMinute: z.number().int().min(30).max(3000),
  })
  .strict();
export type RequestBudget = z.infer<typeof requestBudgetSchema>;

export const settingsSchema = z.object({
  language: z.enum(languages),
  theme: z.enum(themes),
  /** The account the screens show; null until the first sign-in. */
  activeAccountId: z.string().nullable(),
  /** The loopback port registered with the marketplace as http://localhost:PORT/callback. */
  oauthCallbackPort: z.number().int().min(1024).max(65535),
  clientIds: clientIdsSchema,
  customEnvironment: customEnvironmentSchema.nullable(),
  /** The seller accepted that this system stores tokens without an OS keychain (Linux basic_text). */
  acceptWeakSecretStorage: z.boolean(),
  packing: packingSettingsSchema,
  requestBudget: requestBudgetSchema,
  /**
   * When each carrier's courier takes the day's parcels. The station's, not an account's: the courier comes to the
   * station at its hour, whichever account a parcel is of, and carrier ids are the marketplace's, alike for all.
   */
  carrierCutoffs: carrierCutoffsSchema,
  /** No notification of new paid orders (the tray's "Pause notifications"); the counts still show. */
  notificationsPaused: z.boolean(),
});

export type Settings = z.infer<typeof settingsSchema>;

export const defaultOauthCallbackPort = 51739;

export const defaultSettings: Settings = {
  language: 'pl',
  theme: 'system',
  activeAccountId: null,
  oauthCallbackPort: defaultOauthCallbackPort,
  clientIds: {},
  customEnvironment: null,
  acceptWeakSecretStorage: false,
  packing: {
    autoShip: true,
    checkItems: false,
    statusAfterLabel: 'SENT',
    packingSlip: false,
    sounds: true,
    checkLabel: false,
  },
  // The reasons for both numbers are in electron/core/market/budget/client-window.ts.
  requestBudget: { ownClientPerMinute: 6000, sharedClientPerMinute: 300 },
  carrierCutoffs: {},
  notificationsPaused: false,
};

/** A change to the settings: any subset of fields, nothing unknown. */
export const settingsPatchSchema = settingsSchema.partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
