import type { OfferDescription } from './outbox';

/**
 * The marketplace's rules for an offer's description: a TEXT item's HTML may hold only these tags, without any
 * attribute; a section holds one or two items; the whole description is at most 40000 bytes; every IMAGE item
 * shows one of the offer's own images.
 */
export const descriptionTags = ['h1', 'h2', 'p', 'ul', 'ol', 'li', 'b'] as const;
export type DescriptionTag = (typeof descriptionTags)[number];
export const descriptionLimits = { maxBytes: 40_000, maxItems: 2 } as const;

const ROOT = 'root';
type Parent = DescriptionTag | typeof ROOT;

/** Which tags each element may hold; text may stand anywhere. */
const holds: Record<Parent, readonly DescriptionTag[]> = {
  root: ['h1', 'h2', 'p', 'ul', 'ol', 'b'],
  h1: ['b'],
  h2: ['b'],
  p: ['b'],
  ul: ['li'],
  ol: ['li'],
  li: ['b', 'ul', 'ol'],
  b: [],
};

const isTag = (name: string): name is DescriptionTag => (descriptionTags as readonly string[]).includes(name);

// An entity is kept as it is (it can only ever stand for text); any other `&` is escaped.
const entity = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});/;

/** Where a tag that starts at `from` (its `<`) ends, quoted attribute values skipped; -1 when it never does. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from + 1; i < html.length; i++) {
    const c = html[i];
    if (quote !== null) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return -1;
}

type Token = { kind: 'open' | 'close'; tag: DescriptionTag; end: number } | { kind: 'skip'; end: number };

/** Reads the markup at `at` (a `<`): an allowed tag, a comment to leave out, or null when it is plain text. */
function readMarkup(html: string, at: number): Token | null {
  if (html.startsWith('<!--', at)) {
    const close = html.indexOf('-->', at + 4);
    return close === -1 ? null : { kind: 'skip', end: close + 3 };
  }
  const match = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)(?=[\s/>])/.exec(html.slice(at, at + 40));
  if (!match) return null;
  const tag = (match[2] ?? '').toLowerCase();
  if (!isTag(tag)) return null;
  const end = tagEnd(html, at);
  if (end === -1) return null;
  return { kind: match[1] === '/' ? 'close' : 'open', tag, end: end + 1 };
}

/**
 * A TEXT item's HTML reduced to what the marketplace allows: the allowed tags without their attributes, nested
 * as they may be (an element that cannot stand where it is closes what it cannot stand in, or is dropped when it
 * can stand nowhere; unclosed elements are closed), comments left out, and every other character kept as text,
 * escaped. The result holds no attribute and no other tag, and cleaning it again changes nothing.
 */
export function cleanDescriptionHtml(html: string): string {
  let out = '';
  const stack: DescriptionTag[] = [];
  const closeTo = (depth: number) => {
    while (stack.length > depth) out += `</${stack.pop() ?? ''}>`;
  };
  let i = 0;
  while (i < html.length) {
    const c = html[i] ?? '';
    if (c === '<') {
      const token = readMarkup(html, i);
      if (token === null) {
        out += '&lt;';
        i++;
        continue;
      }
      i = token.end;
      if (token.kind === 'skip') continue;
      if (token.kind === 'close') {
        const at = stack.lastIndexOf(token.tag);
        if (at !== -1) closeTo(at);
        continue;
      }
      let depth = stack.length;
      while (depth > 0 && !holds[stack[depth - 1] ?? ROOT].includes(token.tag)) depth--;
      if (depth === 0 && !holds.root.includes(token.tag)) continue;
      closeTo(depth);
      stack.push(token.tag);
      out += `<${token.tag}>`;
      continue;
    }
    if (c === '&') {
      const kept = entity.exec(html.slice(i, i + 40));
      out += kept ? kept[0] : '&amp;';
      i += kept ? kept[0].length : 1;
      continue;
    }
    if (c === '>') out += '&gt;';
    else if (c !== '\0') out += c;
    i++;
  }
  closeTo(0);
  return out;
}

/** The text a cleaned HTML shows, tags left out: an item whose text is only blanks says nothing. */
export const descriptionText = (html: string): string => html.replace(/<[^>]*>/g, '').trim();

/** How many bytes a text takes in UTF-8. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The size of a description as the marketplace counts it: the bytes of its JSON. */
export const descriptionBytes = (description: OfferDescription): number =>
  utf8Bytes(JSON.stringify(description));

export type DescriptionProblemCode =
  'descriptionTooLong' | 'sectionItems' | 'textEmpty' | 'imageUnknown' | 'itemType';

/**
 * What the marketplace would refuse in a description, at the place it names: `description` for the whole,
 * `description.sections.N` for a section, `description.sections.N.items.M` for an item.
 */
export interface DescriptionProblem {
  path: `description${string}`;
  code: DescriptionProblemCode;
}

/**
 * What is wrong with a description, given the offer's images (null when they are not known: its pictures are
 * then left for the marketplace to check); empty when nothing is.
 */
export function descriptionProblems(
  description: OfferDescription,
  images: readonly string[] | null,
): DescriptionProblem[] {
  const problems: DescriptionProblem[] = [];
  if (descriptionBytes(description) > descriptionLimits.maxBytes)
    problems.push({ path: 'description', code: 'descriptionTooLong' });
  description.sections.forEach((section, s) => {
    if (section.items.length === 0 || section.items.length > descriptionLimits.maxItems)
      problems.push({ path: `description.sections.${s}`, code: 'sectionItems' });
    section.items.forEach((item, i) => {
      const path = `description.sections.${s}.items.${i}` as const;
      if (item.type === 'TEXT') {
        if (descriptionText(cleanDescriptionHtml(item.content ?? '')) === '')
          problems.push({ path, code: 'textEmpty' });
      } else if (item.type === 'IMAGE') {
        if (item.url === undefined || (images !== null && !images.includes(item.url)))
          problems.push({ path, code: 'imageUnknown' });
      } else problems.push({ path, code: 'itemType' });
    });
  });
  return problems;
}

/** The description with every TEXT item's HTML cleaned: what is stored and sent. */
export function cleanDescription(description: OfferDescription): OfferDescription {
  return {
    sections: description.sections.map((section) => ({
      items: section.items.map((item) =>
        item.type === 'TEXT' ? { ...item, content: cleanDescriptionHtml(item.content ?? '') } : item,
      ),
    })),
  };
}
