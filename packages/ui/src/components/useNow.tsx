import { useEffect, useState } from 'react';

/** The time now, read from `clock` once a second: a live countdown that a story can hold still. */
export function useNow(clock: () => number = Date.now): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    setNow(clock());
    const timer = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}
