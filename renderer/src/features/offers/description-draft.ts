import {
  cleanDescription,
  descriptionLimits,
  descriptionProblems,
  type DescriptionProblem,
} from '../../../../shared/offer-description';
import type { OfferDescriptionItem, OfferDetail } from '../../../../shared/offers';
import type { OfferDescription } from '../../../../shared/outbox';

/**
 * The description editor's working copy: sections of items as the seller edits them (the HTML as typed, cleaned
 * only for the preview and for saving). Every edit is a pure function giving a new draft.
 */
export type DescriptionDraft = OfferDescription;

const emptyText = (): OfferDescriptionItem => ({ type: 'TEXT', content: '' });

/** The draft an offer's description starts from; one empty text section when it has none. */
export function descriptionDraftOf(description: OfferDetail['description']): DescriptionDraft {
  const sections = (description?.sections ?? []).map((section) => ({
    items: section.items.map((item) => ({ ...item })),
  }));
  return { sections: sections.length > 0 ? sections : [{ items: [emptyText()] }] };
}

const withSections = (sections: DescriptionDraft['sections']): DescriptionDraft => ({ sections });

const withItems = (
  draft: DescriptionDraft,
  s: number,
  items: (items: OfferDescriptionItem[]) => OfferDescriptionItem[],
): DescriptionDraft =>
  withSections(
    draft.sections.map((section, index) => (index === s ? { items: items(section.items) } : section)),
  );

/** A new section with an empty text, after section `after` (at the end when left out). */
export function addSection(draft: DescriptionDraft, after = draft.sections.length - 1): DescriptionDraft {
  const sections = [...draft.sections];
  sections.splice(after + 1, 0, { items: [emptyText()] });
  return withSections(sections);
}

export const removeSection = (draft: DescriptionDraft, s: number): DescriptionDraft =>
  withSections(draft.sections.filter((_, index) => index !== s));

/** Moves section `s` up (-1) or down (+1); past either end nothing moves. */
export function moveSection(draft: DescriptionDraft, s: number, by: -1 | 1): DescriptionDraft {
  const to = s + by;
  const moved = draft.sections[s];
  if (!moved || to < 0 || to >= draft.sections.length) return draft;
  const sections = draft.sections.filter((_, index) => index !== s);
  sections.splice(to, 0, moved);
  return withSections(sections);
}

/** Whether section `s` has room for one more item (a section holds at most two). */
export const canAddItem = (draft: DescriptionDraft, s: number): boolean =>
  (draft.sections[s]?.items.length ?? descriptionLimits.maxItems) < descriptionLimits.maxItems;

/** A text, or a picture (the offer's first image to start with), added at the end of section `s` if it has room. */
export function addItem(
  draft: DescriptionDraft,
  s: number,
  type: 'TEXT' | 'IMAGE',
  images: readonly string[],
): DescriptionDraft {
  if (!canAddItem(draft, s)) return draft;
  const item: OfferDescriptionItem = type === 'TEXT' ? emptyText() : { type: 'IMAGE', url: images[0] ?? '' };
  return withItems(draft, s, (items) => [...items, item]);
}

export const removeItem = (draft: DescriptionDraft, s: number, i: number): DescriptionDraft =>
  withItems(draft, s, (items) => items.filter((_, index) => index !== i));

export const setItem = (
  draft: DescriptionDraft,
  s: number,
  i: number,
  patch: { content: string } | { url: string },
): DescriptionDraft =>
  withItems(draft, s, (items) => items.map((item, index) => (index === i ? { ...item, ...patch } : item)));

/**
 * What saving the draft would send: the description cleaned, or null when it is the offer's own; and what is
 * wrong with it, at the section or item the marketplace would name.
 */
export function descriptionChange(
  offer: Pick<OfferDetail, 'description' | 'images'>,
  draft: DescriptionDraft,
): { description: OfferDescription | null; problems: DescriptionProblem[] } {
  const description = cleanDescription(draft);
  const same =
    offer.description !== null &&
    JSON.stringify(description) === JSON.stringify(cleanDescription(offer.description));
  return { description: same ? null : description, problems: descriptionProblems(description, offer.images) };
}

/** The problems of one section (`at` its path) or one item, by their codes. */
export const problemsAt = (problems: DescriptionProblem[], path: string): DescriptionProblem['code'][] =>
  problems.filter((problem) => problem.path === path).map((problem) => problem.code);

export const sectionPath = (s: number): string => `description.sections.${s}`;
export const itemPath = (s: number, i: number): string => `description.sections.${s}.items.${i}`;

/** The tags the text toolbar puts around a selection: a list makes one item of every selected line. */
export type WrapTag = 'h1' | 'h2' | 'p' | 'b' | 'ul' | 'ol';

/**
 * The text with the selection (`start`..`end`) put inside a tag, and the selection that then covers the result;
 * an empty selection gives an empty element with the caret inside it.
 */
export function wrapSelection(
  text: string,
  start: number,
  end: number,
  tag: WrapTag,
): { text: string; start: number; end: number } {
  const selected = text.slice(start, end);
  const inner =
    tag === 'ul' || tag === 'ol'
      ? selected
          .split('\n')
          .filter((line, index, lines) => line.trim() !== '' || lines.length === 1)
          .map((line) => `<li>${line.trim()}</li>`)
          .join('')
      : selected;
  const wrapped = `<${tag}>${inner}</${tag}>`;
  const caret = start + (tag === 'ul' || tag === 'ol' ? `<${tag}><li>`.length : `<${tag}>`.length);
  return {
    text: text.slice(0, start) + wrapped + text.slice(end),
    start: selected === '' ? caret : start,
    end: selected === '' ? caret : start + wrapped.length,
  };
}
