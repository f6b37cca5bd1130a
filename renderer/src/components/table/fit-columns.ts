/** The narrowest a column can be: the pixels its grid track asks for at the least ('170px', 'minmax(200px, 2fr)'). */
export function leastWidth(track: string): number {
  const px = /(\d+(?:\.\d+)?)px/.exec(track);
  return px ? Number(px[1]) : 0;
}

/**
 * The columns that fit a table `width` pixels wide: where their least widths add up to more, the last column that
 * is not essential goes first, then the one before it, so no header or cell runs past the frame on a small screen.
 * A width of 0 (not measured yet) keeps them all.
 */
export function fitColumns<C extends { width: string; essential?: boolean }>(
  columns: C[],
  width: number,
): C[] {
  if (width <= 0) return columns;
  const shown = [...columns];
  let total = shown.reduce((sum, column) => sum + leastWidth(column.width), 0);
  for (let at = shown.length - 1; at >= 0 && total > width; at -= 1) {
    const column = shown[at]!;
    if (column.essential) continue;
    total -= leastWidth(column.width);
    shown.splice(at, 1);
  }
  return shown;
}
