import { useEffect, useState } from 'react';

/** The time, moved on every minute: an order turns late or due soon as the day goes on, with no change of data. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
