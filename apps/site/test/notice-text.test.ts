// The privacy notice's plain text as /privacy shows it (features/privacy/notice-text.ts).
import { describe, expect, it } from 'vitest';
import { noticeBlocks } from '../src/features/privacy/notice-text.ts';

describe('noticeBlocks', () => {
  it('makes paragraphs of lines and lists of lines starting with "- "', () => {
    expect(noticeBlocks('You may:\r\n- see your data;\n- have it erased.\n\nWrite to us.\nWe answer.')).toEqual([
      { kind: 'paragraph', text: 'You may:' },
      { kind: 'list', items: ['see your data;', 'have it erased.'] },
      { kind: 'paragraph', text: 'Write to us. We answer.' },
    ]);
  });

  it('keeps markup as text', () => {
    expect(noticeBlocks('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });
});
