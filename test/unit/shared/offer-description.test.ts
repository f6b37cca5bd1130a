import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanDescription,
  cleanDescriptionHtml,
  descriptionBytes,
  descriptionProblems,
  utf8Bytes,
} from '../../../shared/offer-description';
import { offerProblems } from '../../../shared/offer-rules';
import type { OfferDescription } from '../../../shared/outbox';
import { sampled } from '../../helpers/long-runs';

const clean = cleanDescriptionHtml;
/** Random inputs for the cleaner: a new seed each run (see long-runs.ts), ten times as many in a long run. */
const inputs = sampled(import.meta.filename, 'description cleaner inputs', { sample: 2000, whole: 20_000 });

/** Every tag in the output, as written: only the allowed ones, bare. */
const tagsOf = (html: string): string[] => html.match(/<[^>]*>/g) ?? [];
const allowedTag = /^<\/?(h1|h2|p|ul|ol|li|b)>$/;

function expectSafe(html: string): void {
  const out = clean(html);
  for (const tag of tagsOf(out)) expect(tag).toMatch(allowedTag);
  // No `<` outside the allowed tags, no `&` that does not start an entity.
  expect(out.replace(/<\/?(h1|h2|p|ul|ol|li|b)>/g, '')).not.toMatch(/[<>]/);
  expect(out).not.toMatch(/&(?![a-zA-Z][a-zA-Z0-9]{1,31};|#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};)/);
  expect(clean(out)).toBe(out);
}

describe('cleanDescriptionHtml', () => {
  it('keeps the allowed tags as they are', () => {
    const html =
      '<h1>Title</h1><h2>Sub</h2><p>Some <b>bold</b> text</p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(clean(html)).toBe(html);
  });

  it('drops the attributes of allowed tags and lowercases them', () => {
    expect(clean('<P class="x" onclick="alert(1)">a</P>')).toBe('<p>a</p>');
    expect(clean('<p title="a>b">x</p>')).toBe('<p>x</p>');
    expect(clean("<b data-x='1 > 2'>y</b >")).toBe('<b>y</b>');
    expect(clean('<p/>text')).toBe('<p>text</p>');
  });

  it('escapes every other tag as text', () => {
    expect(clean('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(clean('<img src=x onerror="alert(1)">')).toBe('&lt;img src=x onerror="alert(1)"&gt;');
    expect(clean('<a href="javascript:alert(1)">click</a>')).toBe(
      '&lt;a href="javascript:alert(1)"&gt;click&lt;/a&gt;',
    );
    expect(clean('<pre>x</pre>')).toBe('&lt;pre&gt;x&lt;/pre&gt;');
    expect(clean('<br>')).toBe('&lt;br&gt;');
  });

  it('leaves comments out and escapes CDATA and declarations', () => {
    expect(clean('a<!-- <script>alert(1)</script> -->b')).toBe('ab');
    expect(clean('<!-- unclosed <p>x')).toBe('&lt;!-- unclosed <p>x</p>');
    expect(clean('<![CDATA[<script>x</script>]]>')).toBe('&lt;![CDATA[&lt;script&gt;x&lt;/script&gt;]]&gt;');
    expect(clean('<!DOCTYPE html><?xml version="1.0"?>')).toBe(
      '&lt;!DOCTYPE html&gt;&lt;?xml version="1.0"?&gt;',
    );
  });

  it('keeps entities and escapes a bare ampersand', () => {
    expect(clean('Tom &amp; Jerry &lt;3 &#169; &#xA9; &nbsp;')).toBe(
      'Tom &amp; Jerry &lt;3 &#169; &#xA9; &nbsp;',
    );
    expect(clean('A & B &x &;')).toBe('A &amp; B &amp;x &amp;;');
    expect(clean('&lt;script&gt;')).toBe('&lt;script&gt;');
  });

  it('closes what is left open and drops closings of nothing', () => {
    expect(clean('<p>open')).toBe('<p>open</p>');
    expect(clean('<ul><li>a<li>b')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(clean('</p>text</b>')).toBe('text');
    expect(clean('<p><b>x</p>y')).toBe('<p><b>x</b></p>y');
  });

  it('nests elements only where they may stand', () => {
    expect(clean('<p>a<p>b')).toBe('<p>a</p><p>b</p>');
    expect(clean('<p>a<ul><li>b</li></ul>')).toBe('<p>a</p><ul><li>b</li></ul>');
    expect(clean('<li>loose</li>')).toBe('loose');
    expect(clean('<ul><li>a<ul><li>b</li></ul></li></ul>')).toBe('<ul><li>a<ul><li>b</li></ul></li></ul>');
    expect(clean('<b><b>x</b></b>')).toBe('<b></b><b>x</b>');
    expect(clean('<h1><p>x</p></h1>')).toBe('<h1></h1><p>x</p>');
  });

  it('does not let a tag hide behind a comment or a broken tag', () => {
    expectSafe('<scr<!-- -->ipt>alert(1)</script>');
    expectSafe('<<script>script>alert(1)<</script>/script>');
    expectSafe('<p onmouseover="x" <img src=x onerror=alert(1)>');
    expectSafe('<p title="unclosed>text');
    expect(clean('<p title="unclosed>text')).toBe('&lt;p title="unclosed&gt;text');
    expectSafe('<svg><script>alert(1)</script></svg>');
    expectSafe('<style>@import "javascript:alert(1)"</style>');
    expectSafe('\0<p>\0x</p>');
  });

  it('is safe and idempotent for any input', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<',
        '>',
        '&',
        ';',
        '"',
        "'",
        '/',
        '!--',
        '-->',
        '<!--',
        '<![CDATA[',
        ']]>',
        '<p>',
        '</p>',
        '<b>',
        '</b>',
        '<ul>',
        '<li>',
        '</li>',
        '</ul>',
        '<ol>',
        '<h1 class="a">',
        '</h2>',
        '<script>',
        '<img src=x onerror=alert(1)>',
        '<a href="javascript:x">',
        '&amp;',
        '&lt;',
        '&#60;',
        '&#x3C;',
        ' onerror=',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        expectSafe(pieces.join(''));
      }),
      { numRuns: inputs.runs, seed: inputs.seed },
    );
  });
});

const text = (content: string) => ({ type: 'TEXT', content });
const image = (url: string) => ({ type: 'IMAGE', url });
const images = ['https://img.example/1.jpg', 'https://img.example/2.jpg'];

describe('descriptionProblems', () => {
  it('finds nothing wrong with a valid description', () => {
    const description: OfferDescription = {
      sections: [{ items: [text('<p>Hello</p>')] }, { items: [image(images[0] ?? ''), text('<p>x</p>')] }],
    };
    expect(descriptionProblems(description, images)).toEqual([]);
  });

  it('names a section with no items or more than two', () => {
    const description: OfferDescription = {
      sections: [{ items: [] }, { items: [text('a'), text('b'), text('c')] }],
    };
    expect(descriptionProblems(description, images)).toEqual([
      { path: 'description.sections.0', code: 'sectionItems' },
      { path: 'description.sections.1', code: 'sectionItems' },
    ]);
  });

  it('names an image that is not among the offer images and an empty text', () => {
    const description: OfferDescription = {
      sections: [{ items: [image('https://elsewhere.example/x.jpg'), text('<p>  </p><b></b>')] }],
    };
    expect(descriptionProblems(description, images)).toEqual([
      { path: 'description.sections.0.items.0', code: 'imageUnknown' },
      { path: 'description.sections.0.items.1', code: 'textEmpty' },
    ]);
  });

  it('leaves the pictures to the marketplace while the offer images are not known', () => {
    const description: OfferDescription = {
      sections: [{ items: [image('https://elsewhere.example/x.jpg')] }],
    };
    expect(descriptionProblems(description, null)).toEqual([]);
    expect(descriptionProblems({ sections: [{ items: [{ type: 'IMAGE' }] }] }, null)).toEqual([
      { path: 'description.sections.0.items.0', code: 'imageUnknown' },
    ]);
  });

  it('names an item of an unknown type', () => {
    expect(descriptionProblems({ sections: [{ items: [{ type: 'VIDEO' }] }] }, images)).toEqual([
      { path: 'description.sections.0.items.0', code: 'itemType' },
    ]);
  });

  it('counts the size in bytes, not characters', () => {
    expect(utf8Bytes('aą€😀')).toBe(1 + 2 + 3 + 4);
    const fits: OfferDescription = { sections: [{ items: [text('')] }] };
    const room = 40_000 - descriptionBytes(fits);
    const atLimit: OfferDescription = { sections: [{ items: [text('a'.repeat(room))] }] };
    expect(descriptionBytes(atLimit)).toBe(40_000);
    expect(descriptionProblems(atLimit, images)).toEqual([]);
    const over: OfferDescription = { sections: [{ items: [text('ą'.repeat(room / 2 + 1))] }] };
    expect(descriptionProblems(over, images)).toEqual([{ path: 'description', code: 'descriptionTooLong' }]);
  });
});

describe('cleanDescription', () => {
  it('cleans every TEXT item and leaves images as they are', () => {
    const description: OfferDescription = {
      sections: [{ items: [text('<p onclick="x">a<script>b</script>'), image(images[1] ?? '')] }],
    };
    expect(cleanDescription(description)).toEqual({
      sections: [{ items: [text('<p>a&lt;script&gt;b&lt;/script&gt;</p>'), image(images[1] ?? '')] }],
    });
  });
});

describe('offerProblems', () => {
  it("checks a change's description with the offer images", () => {
    const description: OfferDescription = {
      sections: [{ items: [image('https://elsewhere.example/x.jpg')] }],
    };
    expect(offerProblems({ description }, images)).toEqual([
      { path: 'description.sections.0.items.0', code: 'imageUnknown' },
    ]);
    expect(offerProblems({ description })).toEqual([]);
    expect(offerProblems({ name: '', description: { sections: [] } }, images)).toEqual([
      { path: 'name', code: 'nameLength' },
    ]);
  });
});
