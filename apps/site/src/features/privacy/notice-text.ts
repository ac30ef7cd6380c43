// The notice's texts are plain text the school types in the admin: a blank line starts a new
// paragraph, and lines starting with "- " make a list. Rendered as text, never as HTML, so
// nothing typed there can become markup on the page.

export type NoticeBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const ITEM = /^\s*[-•]\s+/;

export function noticeBlocks(text: string): NoticeBlock[] {
  const blocks: NoticeBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      endParagraph();
    } else if (ITEM.test(line)) {
      endParagraph();
      const item = line.replace(ITEM, '');
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
