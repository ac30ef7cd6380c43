import { Box, Typography } from '@mui/material';
import { ADMIN_DEGREES, graduationYears } from '@seminary/core/constants';
import { alumniProfilesWords } from '@seminary/core/i18n/en/admin/alumni-profiles.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import {
  adminAlumniProfileSchema,
  alumniPublicChoiceSchema,
  publicAlumniProfileSchema,
} from '@seminary/core/validation';
import type { ReactNode } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import { formatDate } from '../../components/dates.ts';
import { uploadOrSaveFailure } from '../../components/errors.ts';
import { FileInput } from '../../components/media/FileInput.tsx';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';
import { editedRecord, type RecordEditor, type Row } from '../../components/records.ts';
import { PublicFieldsInput } from './PublicFieldsInput.tsx';

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
    // The profile's fields, then what the directory shows of them with her consent.
    schema: {
      safeParse: (values: unknown) => {
        const fields = (
          kept && (values as { degree?: unknown }).degree === kept
            ? publicAlumniProfileSchema
            : adminAlumniProfileSchema
        ).safeParse(values);
        if (!fields.success) return fields;
        const choice = alumniPublicChoiceSchema.safeParse(values);
        if (!choice.success) return choice;
        return { success: true as const, data: { ...fields.data, ...choice.data } };
      },
    },
  };
}

export function AlumniForm({ editor }: { editor: RecordEditor<AlumniProfile> }) {
  const profile = editedRecord(editor);
  const { choices, schema } = degreeRules(profile);
  return (
    <RecordFormDialog
      editor={editor}
      title={profile ? texts.admin.alumni.editTitle : texts.admin.alumni.addTitle}
      defaultValues={{ name: '', image_url: null, public_fields: [], public_fields_consent: '' }}
      schema={schema}
      files={IMAGE}
      failureMessage={uploadOrSaveFailure(screenErrors.admin.alumni.uploadImage, screenErrors.admin.alumni.save)}
      maxWidth="sm"
    >
      <FormSection title={sections.basicInformation}>
        <TextInput source="name" label={alumniProfilesWords.fullName} isRequired />
        <FileInput source="image_url" label={alumniProfilesWords.photo} />
      </FormSection>
      <FormSection title={sections.education}>
        <SelectInput
          source="graduation_year"
          label={alumniProfilesWords.graduationYear}
          choices={YEAR_CHOICES}
          isRequired
        />
        <SelectInput source="degree" label={alumniProfilesWords.degree} choices={choices} isRequired />
      </FormSection>
      <FormSection title={sections.currentPosition}>
        <TextInput source="current_position" label={alumniProfilesWords.position} />
        <TextInput source="organization" label={alumniProfilesWords.organization} />
        <TextInput source="location" label={alumniProfilesWords.location} />
      </FormSection>
      <FormSection title={sections.bioAndTestimonial}>
        <TextInput source="bio" label={alumniProfilesWords.bio} multiline minRows={3} />
        <TextInput
          source="testimonial"
          label={alumniProfilesWords.testimonial}
          multiline
          minRows={2}
          helperText={alumniProfilesWords.optional}
        />
      </FormSection>
      <FormSection title={sections.publicChoice}>
        <Typography variant="body2" color="text.secondary">
          {texts.admin.alumni.publicChoice.hint}
        </Typography>
        <PublicFieldsInput />
        <TextInput
          source="public_fields_consent"
          label={texts.admin.alumni.publicChoice.consent}
          helperText={texts.admin.alumni.publicChoice.consentHelper}
          multiline
          minRows={2}
        />
        {profile?.public_fields_recorded_at && (
          <Typography variant="body2" color="text.secondary">
            {texts.admin.alumni.publicChoice.recorded(formatDate(profile.public_fields_recorded_at))}
          </Typography>
        )}
      </FormSection>
    </RecordFormDialog>
  );
}
