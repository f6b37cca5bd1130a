import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Offer descriptions are HTML written by sellers and served by the marketplace: they are cleaned before they
 * reach the page (no scripts, no event handlers, no frames, no forms, no styles), and links open nothing here.
 */
export function SanitizedHtml(props: { html: string; testId?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(props.html, {
        ALLOWED_TAGS: [
          'p',
          'b',
          'strong',
          'i',
          'em',
          'u',
          'ul',
          'ol',
          'li',
          'h1',
          'h2',
          'h3',
          'h4',
          'br',
          'span',
          'div',
        ],
        ALLOWED_ATTR: [],
      }),
    [props.html],
  );
  return <div data-testid={props.testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
