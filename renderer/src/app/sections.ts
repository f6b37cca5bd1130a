import {
  IconBox,
  IconBuildingStore,
  IconCoins,
  IconListDetails,
  IconMessages,
  IconPrinter,
  IconSettings,
  IconStar,
  IconTag,
  type Icon,
} from '@tabler/icons-react';

export const sectionIds = [
  'orders',
  'shipping',
  'offers',
  'ratings',
  'shop',
  'money',
  'buyers',
  'printers',
  'settings',
] as const;
export type SectionId = (typeof sectionIds)[number];

export interface Section {
  id: SectionId;
  icon: Icon;
  /** Alt+digit: free in the desktop app and unused by the system on every OS we target. */
  hotkey: string;
}

export const sections: Section[] = [
  { id: 'orders', icon: IconListDetails, hotkey: 'alt+1' },
  { id: 'shipping', icon: IconBox, hotkey: 'alt+2' },
  { id: 'offers', icon: IconTag, hotkey: 'alt+3' },
  { id: 'ratings', icon: IconStar, hotkey: 'alt+4' },
  { id: 'shop', icon: IconBuildingStore, hotkey: 'alt+5' },
  { id: 'money', icon: IconCoins, hotkey: 'alt+6' },
  { id: 'buyers', icon: IconMessages, hotkey: 'alt+7' },
  { id: 'printers', icon: IconPrinter, hotkey: 'alt+8' },
  { id: 'settings', icon: IconSettings, hotkey: 'alt+9' },
];

export function isSectionId(value: string): value is SectionId {
  return (sectionIds as readonly string[]).includes(value);
}
