import type { ParcelService } from '../data/delivery';
import type { World } from '../world';

const WINDOWS: [string, string][] = [
  ['09:00', '12:00'],
  ['12:00', '15:00'],
  ['15:00', '18:00'],
];

export interface Proposal {
  date: string;
  minTime: string;
  maxTime: string;
}

/**
 * Courier pickup windows on the next three working days from the ready date (or today), none for
 * carriers without pickups. The same day and clock always give the same proposals.
 */
export function proposalsFor(
  world: World,
  service: ParcelService,
  readyDate: string | null,
  now = world.clock.now(),
): Proposal[] {
  if (!service.pickup) return [];
  const today = new Date(now).toISOString().slice(0, 10);
  let day = Date.parse(`${readyDate && readyDate > today ? readyDate : today}T00:00:00Z`);
  const out: Proposal[] = [];
  while (out.length < 3 * WINDOWS.length) {
    const date = new Date(day);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      for (const [minTime, maxTime] of WINDOWS) {
        const iso = date.toISOString().slice(0, 10);
        if (Date.parse(`${iso}T${minTime}:00Z`) > now) out.push({ date: iso, minTime, maxTime });
      }
    }
    day += 86_400_000;
  }
  return out.slice(0, 3 * WINDOWS.length);
}
