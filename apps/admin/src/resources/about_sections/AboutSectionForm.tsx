import { SECTION_TYPES } from '@seminary/core/constants';
import { screenErrors, texts } from '@seminary/core/texts';
import { aboutSectionFormSchema } from '@seminary/core/validation';
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
import { SelectInput } from 'react-admin';
import { BilingualPair, BilingualTextInput } from '../../components/BilingualTextInput.tsx';
import { editedRecord, type RecordEditor, type Row } from '../../components/media/CardList.tsx';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';
import { sectionTypeLabel } from './sectionTypeLabel.ts';

type AboutSection = Row<'about_sections'>;

const sectionTypeChoices = SECTION_TYPES.map((type) => ({ id: type, name: sectionTypeLabel(type) }));

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
const englishEditor = editorOptions('Content', 'en');
const teluguEditor = editorOptions('Content (Telugu)', 'te');

/** Room for a few paragraphs, so the editor reads as the place for the section's text. */
const editorSx = { '& .ProseMirror': { minHeight: 200 } };

/**
 * The formatting the site keeps when it sanitises the content. The heading level select is left
 * out too: the section's title is its heading, and the select's name does not match the level it
 * shows, which screen readers would announce wrongly.
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

/**
 * Add or edit an about section. The content is rich text (HTML); the section type is fixed
 * once a section exists, and an edit saves only the title and content with the time of the edit.
 */
export function AboutSectionForm({ editor }: { editor: RecordEditor<AboutSection> }) {
  const section = editedRecord(editor);
  const schema = {
    safeParse: (values: unknown) =>
      aboutSectionFormSchema.safeParse({
        ...(values as object),
        ...(section ? { section_type: section.section_type } : {}),
      }),
  };
  return (
    <RecordFormDialog
      resource="about_sections"
      editor={editor}
      title={section ? texts.admin.about.editSectionTitle : texts.admin.about.addSectionTitle}
      defaultValues={{ section_type: '', title: '', content: '' }}
      schema={schema}
      toData={({ title, content, title_te, content_te, ...created }) => {
        const written = { title, content, title_te, content_te };
        return section ? { ...written, updated_at: new Date().toISOString() } : { ...created, ...written };
      }}
      failureMessage={() => screenErrors.admin.about.saveSection}
      busyLabel="Saving..."
      maxWidth="md"
    >
      <SelectInput
        source="section_type"
        label="Section Type"
        choices={sectionTypeChoices}
        disabled={section !== null}
        helperText={section ? 'The section type cannot be changed.' : false}
        // MUI greys a disabled field's help below the contrast text needs; this one is to be read.
        sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
        isRequired
      />
      <BilingualTextInput source="title" label="Title" isRequired helperText={false} />
      <BilingualPair
        english={
          <RichTextInput
            source="content"
            label="Content"
            editorOptions={englishEditor}
            toolbar={toolbar}
            fullWidth
            sx={editorSx}
          />
        }
        telugu={
          <RichTextInput
            source="content_te"
            label="Content (Telugu)"
            editorOptions={teluguEditor}
            toolbar={toolbar}
            fullWidth
            sx={editorSx}
          />
        }
      />
    </RecordFormDialog>
  );
}
