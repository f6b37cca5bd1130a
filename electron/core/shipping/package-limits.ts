/**
 * How many packages one create command of a delivery method takes on the 2026 marketplace. The marketplace
 * publishes this nowhere (no field in its delivery services): a command with too many packages ends in ERROR
 * ("Max value: N" at `packages`), so the app keeps the limits as its own data, by what it sees of the method.
 * Couriers known to take several (DPD, WE|DO) are listed; every other method takes one package per command,
 * the safe answer for a method the table does not know (one command too many costs nothing, a refusal does).
 */
interface Rule {
  /** Matched against the delivery method's name. */
  name?: RegExp;
  /** The method's carrier, as the delivery services name it. */
  carrierId?: string;
  packages: number;
}

/** The first rule that fits wins: the narrow ones (a pallet) stand before the carrier's general one. */
const rules: readonly Rule[] = [
  { name: /\bdpd\b.*\bpalet|\bpalet.*\bdpd\b/i, packages: 5 },
  { carrierId: 'DPD', name: /palet/i, packages: 5 },
  { name: /\bdpd\b/i, packages: 10 },
  { carrierId: 'DPD', packages: 10 },
  { name: /\bwe\s*\|?\s*do\b/i, packages: 10 },
  { carrierId: 'WEDO', packages: 10 },
];

export interface MethodFacts {
  methodName: string | null;
  carrierId: string | null;
}

const fits = (rule: Rule, m: MethodFacts): boolean =>
  (rule.name === undefined || (m.methodName !== null && rule.name.test(m.methodName))) &&
  (rule.carrierId === undefined || m.carrierId === rule.carrierId);

/** Packages one create command of this method takes (at least 1). */
export function packagesPerCommand(method: MethodFacts): number {
  return rules.find((rule) => fits(rule, method))?.packages ?? 1;
}

/** The packages split into the commands the method takes, in their order. */
export function splitPackages<T>(packages: readonly T[], perCommand: number): T[][] {
  const size = Math.max(1, Math.floor(perCommand));
  const out: T[][] = [];
  for (let i = 0; i < packages.length; i += size) out.push(packages.slice(i, i + size));
  return out;
}
