export interface Migration {
  /** Increasing; each domain's migrations land in their own number, so ids may have gaps while work lands. */
  id: number;
  name: string;
  sql: string;
}

/** A migration is named `NNN-what`; its id is the number in the name, so the two cannot disagree. */
export function migration(name: string, sql: string): Migration {
  const id = Number.parseInt(name.slice(0, 3), 10);
  if (!/^\d{3}-[a-z0-9-]+$/.test(name) || id <= 0) throw new Error(`Migration name ${name} is not NNN-what`);
  return { id, name, sql };
}
