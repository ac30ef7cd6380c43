import {
  AlignmentButtons,
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { BilingualPair, teluguSource } from './BilingualTextInput.tsx';

/**
 * The editable area is a contenteditable, which needs its own name for assistive technology, and
 * the Telugu one its language.
 */
function editorOptions(label: string, lang: 'en' | 'te') {
  return {
    ...DefaultEditorOptions,
    editorProps: {
      ...DefaultEditorOptions.editorProps,
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, lang },
    },
  };
}

/** Room for a few paragraphs, so the editor reads as the place for the text. */
const editorSx = { '& .ProseMirror': { minHeight: 200 } };

/**
 * The formatting the site keeps when it sanitises the HTML (packages/core/src/rich-text.ts). The
 * heading level select is left out: the page's title is its heading, and the select's name does
 * not match the level it shows, which screen readers would announce wrongly.
 */
const toolbar = (
  <RichTextInputToolbar>
    <FormatButtons />
    <AlignmentButtons />
    <ListButtons />
    <LinkButtons />
    <QuoteButtons />
    <ClearButtons />
  </RichTextInputToolbar>
);

/** A rich text with its Telugu twin side by side, labelled "Content" and "Content (Telugu)". */
export function BilingualRichTextInput({ source, label }: { source: string; label: string }) {
  const teluguLabel = `${label} (Telugu)`;
  return (
    <BilingualPair
      english={
        <RichTextInput
          source={source}
          label={label}
          editorOptions={editorOptions(label, 'en')}
          toolbar={toolbar}
          fullWidth
          sx={editorSx}
        />
      }
      telugu={
        <RichTextInput
          source={teluguSource(source)}
          label={teluguLabel}
          editorOptions={editorOptions(teluguLabel, 'te')}
          toolbar={toolbar}
          fullWidth
          sx={editorSx}
        />
      }
    />
  );
}
