import { Box, Typography } from '@mui/material';
import { ADMIN_DEGREES, graduationYears } from '@seminary/core/constants';
import { screenErrors, texts } from '@seminary/core/texts';
import { adminAlumniProfileSchema, publicAlumniProfileSchema } from '@seminary/core/validation';
import type { ReactNode } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import { isUploadError } from '../../components/errors.ts';
import { editedRecord, type RecordEditor, type Row } from '../../components/media/CardList.tsx';
import { FileInput } from '../../components/media/FileInput.tsx';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';

type AlumniProfile = Row<'alumni_profiles'>;
const sections = texts.admin.alumni.sections;
const IMAGE = { image_url: 'image' };
const YEAR_CHOICES = graduationYears().map((year) => ({ id: year, name: String(year) }));

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The admin's degree list; a profile saved with a degree only the public list has (a public
 * edit) keeps it as a choice, and keeping it is allowed.
 */
function degreeRules(profile: AlumniProfile | null) {
  const kept = profile && !(ADMIN_DEGREES as readonly string[]).includes(profile.degree) ? profile.degree : null;
  const degrees: readonly string[] = kept ? [...ADMIN_DEGREES, kept] : ADMIN_DEGREES;
  return {
    choices: degrees.map((degree) => ({ id: degree, name: degree })),
    schema: {
      safeParse: (values: unknown) =>
        (kept && (values as { degree?: unknown }).degree === kept
          ? publicAlumniProfileSchema
          : adminAlumniProfileSchema
        ).safeParse(values),
    },
  };
}

export function AlumniForm({ editor }: { editor: RecordEditor<AlumniProfile> }) {
  const profile = editedRecord(editor);
  const { choices, schema } = degreeRules(profile);
  return (
    <RecordFormDialog
      resource="alumni_profiles"
      editor={editor}
      title={profile ? texts.admin.alumni.editTitle : texts.admin.alumni.addTitle}
      defaultValues={{ name: '', image_url: null }}
      schema={schema}
      files={IMAGE}
      failureMessage={(error) =>
        isUploadError(error) ? screenErrors.admin.alumni.uploadImage : screenErrors.admin.alumni.save
      }
    >
      <FormSection title={sections.basicInformation}>
        <TextInput source="name" label="Full Name" isRequired />
        <FileInput source="image_url" label="Photo" />
      </FormSection>
      <FormSection title={sections.education}>
        <SelectInput source="graduation_year" label="Graduation Year" choices={YEAR_CHOICES} isRequired />
        <SelectInput source="degree" label="Degree" choices={choices} isRequired />
      </FormSection>
      <FormSection title={sections.currentPosition}>
        <TextInput source="current_position" label="Position" />
        <TextInput source="organization" label="Organization" />
        <TextInput source="location" label="Location" />
      </FormSection>
      <FormSection title={sections.bioAndTestimonial}>
        <TextInput source="bio" label="Bio" multiline minRows={3} />
        <TextInput source="testimonial" label="Testimonial" multiline minRows={2} helperText="Optional" />
      </FormSection>
    </RecordFormDialog>
  );
}
