import { describe, expect, it } from 'vitest';
import {
  addItem,
  addSection,
  canAddItem,
  descriptionChange,
  descriptionDraftOf,
  moveSection,
  problemsAt,
  removeItem,
  removeSection,
  setItem,
  wrapSelection,
} from '../../../../renderer/src/features/offers/description-draft';

const images = ['https://img.example/1.jpg', 'https://img.example/2.jpg'];
const text = (content: string) => ({ type: 'TEXT', content });
const offer = {
  images,
  description: {
    sections: [{ items: [text('<p>Kubek</p>')] }, { items: [{ type: 'IMAGE', url: images[1]! }] }],
  },
};

describe('the description draft', () => {
  it('starts from the offer description, or one empty text when it has none', () => {
    expect(descriptionDraftOf(offer.description)).toEqual(offer.description);
    expect(descriptionDraftOf(offer.description)).not.toBe(offer.description);
    expect(descriptionDraftOf({ sections: [] })).toEqual({ sections: [{ items: [text('')] }] });
    expect(descriptionDraftOf(null)).toEqual({ sections: [{ items: [text('')] }] });
  });

  it('adds, removes and moves sections without touching the draft it was given', () => {
    const draft = descriptionDraftOf(offer.description);
    const added = addSection(draft, 0);
    expect(added.sections.map((s) => s.items[0])).toEqual([
      text('<p>Kubek</p>'),
      text(''),
      { type: 'IMAGE', url: images[1] },
    ]);
    expect(addSection(draft).sections[2]).toEqual({ items: [text('')] });
    expect(draft).toEqual(offer.description);
    expect(removeSection(draft, 0).sections).toEqual([offer.description.sections[1]]);
    expect(moveSection(draft, 1, -1).sections).toEqual([...offer.description.sections].reverse());
    expect(moveSection(draft, 0, 1)).toEqual(moveSection(draft, 1, -1));
    expect(moveSection(draft, 0, -1)).toBe(draft);
    expect(moveSection(draft, 1, 1)).toBe(draft);
  });

  it('adds at most two items to a section, a picture being the offer first image', () => {
    const draft = descriptionDraftOf(offer.description);
    expect(canAddItem(draft, 0)).toBe(true);
    const two = addItem(draft, 0, 'IMAGE', images);
    expect(two.sections[0]!.items).toEqual([text('<p>Kubek</p>'), { type: 'IMAGE', url: images[0] }]);
    expect(canAddItem(two, 0)).toBe(false);
    expect(addItem(two, 0, 'TEXT', images)).toBe(two);
    expect(addItem(draft, 1, 'TEXT', images).sections[1]!.items[1]).toEqual(text(''));
    expect(removeItem(two, 0, 0).sections[0]!.items).toEqual([{ type: 'IMAGE', url: images[0] }]);
  });

  it('edits an item: its text or its picture', () => {
    const draft = descriptionDraftOf(offer.description);
    expect(setItem(draft, 0, 0, { content: '<p>Nowy</p>' }).sections[0]!.items[0]).toEqual(
      text('<p>Nowy</p>'),
    );
    expect(setItem(draft, 1, 0, { url: images[0]! }).sections[1]!.items[0]).toEqual({
      type: 'IMAGE',
      url: images[0],
    });
  });
});

describe('what saving the draft sends', () => {
  it('sends nothing when the cleaned draft is the offer description', () => {
    const draft = descriptionDraftOf(offer.description);
    expect(descriptionChange(offer, draft)).toEqual({ description: null, problems: [] });
    // Attributes the cleaning drops are no change either.
    const same = setItem(draft, 0, 0, { content: '<p class="x">Kubek</p>' });
    expect(descriptionChange(offer, same).description).toBeNull();
  });

  it('sends the cleaned description, with its problems at the section and item', () => {
    let draft = setItem(descriptionDraftOf(offer.description), 0, 0, {
      content: '<p onclick="x">Nowy<script>alert(1)</script>',
    });
    draft = addItem(draft, 1, 'TEXT', images);
    draft = addSection(draft);
    draft = removeItem(draft, 2, 0);
    draft = setItem(draft, 1, 0, { url: 'https://elsewhere.example/x.jpg' });
    const { description, problems } = descriptionChange(offer, draft);
    expect(description!.sections[0]!.items[0]).toEqual(
      text('<p>Nowy&lt;script&gt;alert(1)&lt;/script&gt;</p>'),
    );
    expect(problems).toEqual([
      { path: 'description.sections.1.items.0', code: 'imageUnknown' },
      { path: 'description.sections.1.items.1', code: 'textEmpty' },
      { path: 'description.sections.2', code: 'sectionItems' },
    ]);
    expect(problemsAt(problems, 'description.sections.2')).toEqual(['sectionItems']);
    expect(problemsAt(problems, 'description.sections.0.items.0')).toEqual([]);
  });
});

describe('the text toolbar', () => {
  it('puts the selection inside a tag and selects the result', () => {
    expect(wrapSelection('Ala ma kota', 4, 6, 'b')).toEqual({
      text: 'Ala <b>ma</b> kota',
      start: 4,
      end: 13,
    });
    expect(wrapSelection('Tytuł', 0, 5, 'h2')).toEqual({ text: '<h2>Tytuł</h2>', start: 0, end: 14 });
  });

  it('leaves the caret inside an empty element when nothing is selected', () => {
    expect(wrapSelection('ab', 1, 1, 'p')).toEqual({ text: 'a<p></p>b', start: 4, end: 4 });
    expect(wrapSelection('', 0, 0, 'ul')).toEqual({ text: '<ul><li></li></ul>', start: 8, end: 8 });
  });

  it('makes a list item of every selected line, blank lines left out', () => {
    expect(wrapSelection('jeden\n\n dwa \ntrzy', 0, 17, 'ol').text).toBe(
      '<ol><li>jeden</li><li>dwa</li><li>trzy</li></ol>',
    );
  });
});
