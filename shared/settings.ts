import { z } from 'zod';

export const languages = ['pl', 'en'] as const;
export type Language = (typeof languages)[number];

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

export const settingsSchema = z.object({
  language: z.enum(languages),
  theme: z.enum(themes),
});

export type Settings = z.infer<typeof settingsSchema>;

export const defaultSettings: Settings = { language: 'pl', theme: 'system' };

/** A change to the settings: any subset of fields, nothing unknown. */
export const settingsPatchSchema = settingsSchema.partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
