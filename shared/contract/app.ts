import { z } from 'zod';
import type { AppInfo } from '../app-info';
import { settingsPatchSchema, type Settings } from '../settings';
import { channel } from './define';

export const appChannels = {
  'app:info': channel<AppInfo>()(z.undefined()),
  'settings:get': channel<Settings>()(z.undefined()),
  'settings:set': channel<Settings>()(settingsPatchSchema),
};
