import { SECTION_TYPES } from '@seminary/core/constants';
import { aboutSectionsWords } from '@seminary/core/i18n/en/admin/about-sections.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { aboutSectionFormSchema } from '@seminary/core/validation';
import { SelectInput } from 'react-admin';
import { BilingualRichTextInput } from '../../components/BilingualRichTextInput.tsx';
import { BilingualTextInput } from '../../components/BilingualTextInput.tsx';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';
import { editedRecord, type RecordEditor, type Row } from '../../components/records.ts';
import { sectionTypeLabel } from './sectionTypeLabel.ts';

type AboutSection = Row<'about_sections'>;

const sectionTypeChoices = SECTION_TYPES.map((type) => ({ id: type, name: sectionTypeLabel(type) }));

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
      editor={editor}
      title={section ? texts.admin.about.editSectionTitle : texts.admin.about.addSectionTitle}
      defaultValues={{ section_type: '', title: '', content: '' }}
      schema={schema}
      toData={({ title, content, title_te, content_te, ...created }) => {
        const written = { title, content, title_te, content_te };
        return section ? { ...written, updated_at: new Date().toISOString() } : { ...created, ...written };
      }}
      failureMessage={() => screenErrors.admin.about.saveSection}
      busyLabel={aboutSectionsWords.saving}
    >
      <SelectInput
        source="section_type"
        label={aboutSectionsWords.sectionType}
        choices={sectionTypeChoices}
        disabled={section !== null}
        helperText={section ? aboutSectionsWords.theSectionTypeCannotBe : false}
        // MUI greys a disabled field's help below the contrast text needs; this one is to be read.
        sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
        isRequired
      />
      <BilingualTextInput source="title" label={aboutSectionsWords.title} isRequired helperText={false} />
      <BilingualRichTextInput source="content" label={aboutSectionsWords.content} />
    </RecordFormDialog>
  );
}
