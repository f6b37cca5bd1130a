import { z } from 'zod';

export const languages = ['pl', 'en'] as const;
export type Language = (typeof languages)[number];

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

export const shippingFamilies = ['shipment-management', 'parcel-management'] as const;

/** A marketplace with its own addresses (a staging copy, another vendor): everything but the secret. */
export const customEnvironmentSchema = z.object({
  apiUrl: z.url({ protocol: /^https?$/ }),
  authUrl: z.url({ protocol: /^https?$/ }),
  vendor: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .default('allegro'),
  shippingFamily: z.enum(shippingFamilies).default('shipment-management'),
});
export type CustomEnvironment = z.infer<typeof customEnvironmentSchema>;

export const clientIdsSchema = z
  .object({
    allegro: z.string().max(200),
    'allegro-sandbox': z.string().max(200),
    custom: z.string().max(200),
  })
  .partial();

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
};

/** A change to the settings: any subset of fields, nothing unknown. */
export const settingsPatchSchema = settingsSchema.partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
