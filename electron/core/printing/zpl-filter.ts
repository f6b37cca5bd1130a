/**
 * ZPL from the marketplace (a carrier's label) is sent to the seller's printer only after the commands that would
 * change the printer itself are taken out: what a label needs to print (fields, graphics, label size, darkness,
 * speed, media type for this label) stays; what outlives the label or reaches beyond it goes. Zebra's ZPL guide is
 * the source of the lists. A setting a label makes (`^PW`, `~SD`, `^MN`) lasts until the printer is switched off
 * only if it is not saved: `^JU` is what saves it, so `^JU` goes and the rest stays.
 */

/**
 * Commands removed wherever they stand, by their two letters after `^` or `~`: saving or resetting the configuration,
 * flash formatting, cancelling the printer's queue, calibration and diagnostics, the front panel (password, name,
 * language, locks), wired and wireless network settings, counters, ports, sensors, clock, alerts, tear-off.
 */
const printerCommands = new Set([
  ...['JU', 'JR', 'JB', 'JA', 'JC', 'JG', 'JL', 'JD', 'JE', 'JS', 'JW', 'JZ'],
  ...['KP', 'KN', 'KL', 'KD', 'MP'],
  ...['NS', 'ND', 'NC', 'NP', 'NN', 'NB', 'NT', 'NW'],
  ...['WA', 'WE', 'WI', 'WL', 'WP', 'WR', 'WS', 'WX', 'WC'],
  ...['RO', 'SC', 'SS', 'ST', 'SX', 'SZ', 'TA'],
]);

/**
 * Objects sent to the printer's storage. Into RAM (`R:`) they are the label's own (a logo recalled by `^XG`) and go
 * at power-off; into flash or a card (`E:`, `B:`, `A:`) they stay, may replace the printer's fonts or firmware
 * files, and are removed.
 */
const downloadCommands = new Set(['DG', 'DY', 'DB', 'DU', 'DT', 'DS', 'DE', 'ID']);

/** Commands that change the prefix characters: every later caret or tilde would mean something else, so refused. */
const prefixChanges = new Set(['CC', 'CT']);

export interface ZplFiltered {
  bytes: Uint8Array;
  /** What was removed, in order, each once: `^JU`, `~DG E:`, `SGD` (a Set-Get-Do line outside the label). */
  removed: string[];
}

export class ZplRefused extends Error {
  constructor(readonly command: string) {
    super(`The ZPL label changes its command prefix (${command}), so its commands cannot be checked.`);
  }
}

/** Where a command's raw binary data ends (`^GFB`, `~DY` with format B): such data may hold any byte, carets too. */
function binaryEnd(text: string, name: string, paramsAt: number): number | null {
  const fields = name === 'GF' ? 4 : name === 'DY' ? 5 : 0;
  if (fields === 0) return null;
  let at = paramsAt;
  const params: string[] = [];
  for (let n = 0; n < fields; n++) {
    const comma = text.indexOf(',', at);
    if (comma < 0) return null;
    params.push(text.slice(at, comma));
    at = comma + 1;
  }
  const [format, size] = name === 'GF' ? [params[0], params[1]] : [params[1], params[3]];
  if (format?.trim().toUpperCase() !== 'B') return null;
  const length = Number(size);
  return Number.isInteger(length) && length >= 0 ? Math.min(text.length, at + length) : null;
}

/** Set-Get-Do commands (`! U1 setvar ...` lines, `{}{...}` JSON) in text outside a label: removed, as they configure. */
function withoutSgd(text: string): { text: string; found: boolean } {
  const kept = text.replace(/(^|[\r\n])[ \t]*![^\r\n]*/g, '$1').replace(/\{[\s\S]*$/, '');
  return { text: kept, found: kept !== text };
}

/**
 * The label without its printer commands. Parsed by command prefixes (`^` or `~` and two characters), from one
 * prefix to the next: field data ends at the next caret in ZPL, so a caret is never text, and a tilde command is
 * taken as one wherever it stands (the printer acts on it at once). Bytes are read as Latin-1 so that everything
 * kept goes out exactly as it came.
 */
export function filterZpl(bytes: Uint8Array): ZplFiltered {
  const text = Buffer.from(bytes).toString('latin1');
  const removed: string[] = [];
  const note = (what: string) => {
    if (!removed.includes(what)) removed.push(what);
  };
  let out = '';
  let inLabel = false;
  const outside = (chunk: string): string => {
    if (inLabel) return chunk;
    const sgd = withoutSgd(chunk);
    if (sgd.found) note('SGD');
    return sgd.text;
  };
  const first = text.search(/[\^~]/);
  out += outside(first < 0 ? text : text.slice(0, first));
  let at = first < 0 ? text.length : first;
  while (at < text.length) {
    const prefix = text[at]!;
    const name = text.slice(at + 1, at + 3).toUpperCase();
    const binary = binaryEnd(text, name, at + 3);
    const searchFrom = binary ?? at + 1;
    const nextAt = text.slice(searchFrom).search(/[\^~]/);
    const end = nextAt < 0 ? text.length : searchFrom + nextAt;
    const command = text.slice(at, end);
    const label = `${prefix}${name}`;
    if (prefixChanges.has(name)) throw new ZplRefused(label);
    if (printerCommands.has(name)) note(label);
    else if (downloadCommands.has(name) && !/^\s*R:/i.test(command.slice(3)))
      note(`${label} ${/^\s*([A-Z]:)/i.exec(command.slice(3))?.[1]?.toUpperCase() ?? ''}`.trim());
    else if (name === 'XZ') {
      inLabel = false;
      out += command.slice(0, 3) + outside(command.slice(3));
    } else {
      if (name === 'XA') inLabel = true;
      out += inLabel ? command : command.slice(0, 3) + outside(command.slice(3));
    }
    at = end;
  }
  return { bytes: removed.length === 0 ? bytes : new Uint8Array(Buffer.from(out, 'latin1')), removed };
}
