import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../src/rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the formatting the rich-text editor produces', () => {
    const editorHtml = [
      '<p style="text-align: center">Founded in <strong>1984</strong>, <em>Vijayawada</em>, <u>women</u>, <s>old</s>, <code>x</code></p>',
      '<h2>Our vision</h2><h3 style="text-align: right">Sub</h3>',
      '<ul><li><p>One</p></li></ul><ol><li><p>Two</p></li></ol>',
      '<blockquote><p>Quote<br>line</p></blockquote>',
      '<p><a target="_blank" rel="noopener noreferrer" href="https://example.org/a?b=1">link</a> <a href="mailto:office@example.org">mail</a></p>',
      '<pre><code>code block</code></pre><hr>',
    ].join('');
    // Serialised as sanitize-html writes it: void tags self-closed, styles without spaces.
    const serialised = editorHtml.replaceAll('text-align: ', 'text-align:').replace(/<(br|hr)>/g, '<$1 />');
    expect(sanitizeRichText(editorHtml)).toBe(serialised);
  });

  it('turns an h1 into an h2: the page has one h1', () => {
    expect(sanitizeRichText('<h1>Title</h1><h6>Small</h6>')).toBe('<h2>Title</h2><h4>Small</h4>');
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(
      sanitizeRichText(
        '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example">x</iframe><object data="x">y</object><embed src="x"><template><p>t</p></template><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('drops event handlers, style other than alignment, and unknown attributes', () => {
    expect(
      sanitizeRichText(
        '<p onclick="alert(1)" style="text-align: left; background: url(javascript:alert(1))" class="x" id="y">t</p><a href="https://x.org" onmouseover="alert(1)">l</a>',
      ),
    ).toBe('<p style="text-align:left">t</p><a href="https://x.org">l</a>');
    expect(sanitizeRichText('<p style="position: fixed">t</p>')).toBe('<p>t</p>');
  });

  it('drops javascript:, data: and protocol-relative links but keeps the text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href="//evil.example/x">a</a>')).toBe('<a>a</a>');
  });

  it('drops images, forms and SVG, which the editor does not offer', () => {
    expect(
      sanitizeRichText(
        '<img src="x" onerror="alert(1)"><svg onload="alert(1)"><circle/></svg><form><input value="v"></form>t',
      ),
    ).toBe('t');
  });

  it('makes a link that opens a new tab unable to reach back to the page', () => {
    expect(sanitizeRichText('<a href="https://x.org" target="_blank">l</a>')).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer">l</a>',
    );
  });
});
