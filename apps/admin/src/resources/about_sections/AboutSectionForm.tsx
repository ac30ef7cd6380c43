import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
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
import { useId, useState } from 'react';
import { Form, SelectInput, TextInput, useDataProvider } from 'react-admin';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { firstIssue } from '../../components/errors.ts';
import { formInDialogSlotProps } from '../../components/FormDialog.tsx';
import type { Row } from '../../components/useTableRows.ts';
import { sectionTypeLabel } from './sectionTypeLabel.ts';

type AboutSection = Row<'about_sections'>;

const sectionTypeChoices = SECTION_TYPES.map((type) => ({ id: type, name: sectionTypeLabel(type) }));

/** The editable area is a contenteditable, which needs its own name for assistive technology. */
const editorOptions = {
  ...DefaultEditorOptions,
  editorProps: {
    ...DefaultEditorOptions.editorProps,
    attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': 'Content' },
  },
};

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
 * once a section exists. This dialog uses react-admin's form because the rich-text editor is one
 * of its inputs.
 */
export function AboutSectionForm({
  section,
  onClose,
  onSaved,
}: {
  section: AboutSection | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dataProvider = useDataProvider();
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(values: Record<string, unknown>) {
    const result = aboutSectionFormSchema.safeParse({
      ...values,
      section_type: section ? section.section_type : values.section_type,
    });
    if (!result.success) {
      setError(firstIssue(result));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (section) {
        const { title, content } = result.data;
        await dataProvider.update('about_sections', {
          id: section.id,
          data: { title, content, updated_at: new Date().toISOString() },
          previousData: section,
        });
      } else {
        await dataProvider.create('about_sections', { data: result.data });
      }
      onSaved();
    } catch {
      setError(screenErrors.admin.about.saveSection);
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      slotProps={formInDialogSlotProps}
    >
      <Form
        defaultValues={{
          section_type: section?.section_type ?? '',
          title: section?.title ?? '',
          content: section?.content ?? '',
        }}
        onSubmit={save}
        noValidate
      >
        <DialogTitle id={titleId} component="h2">
          {section ? texts.admin.about.editSectionTitle : texts.admin.about.addSectionTitle}
        </DialogTitle>
        <DialogContent>
          <ErrorBanner message={error} />
          <Stack spacing={1} sx={{ pt: 1 }}>
            <SelectInput
              source="section_type"
              label="Section Type"
              choices={sectionTypeChoices}
              disabled={section !== null}
              helperText={section ? 'The section type cannot be changed.' : false}
              isRequired
            />
            <TextInput source="title" label="Title" isRequired helperText={false} />
            <RichTextInput
              source="content"
              label="Content"
              editorOptions={editorOptions}
              toolbar={toolbar}
              fullWidth
              // Room for a few paragraphs, so the editor reads as the place for the section's text.
              sx={{ '& .ProseMirror': { minHeight: 200 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {texts.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : texts.common.save}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
