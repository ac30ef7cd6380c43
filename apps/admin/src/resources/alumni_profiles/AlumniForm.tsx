import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { ADMIN_DEGREES, graduationYears } from '@seminary/core/constants';
import type { TablesInsert } from '@seminary/core/database.types';
import { screenErrors, texts } from '@seminary/core/texts';
import { adminAlumniProfileSchema, publicAlumniProfileSchema } from '@seminary/core/validation';
import { type ReactNode, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { firstIssue, invalidFields, isUploadError } from '../../components/errors.ts';
import { FilePicker } from '../../components/FilePicker.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { WithFiles } from '../../components/files.ts';
import { textOf, useFormFields } from '../../components/useFormFields.ts';
import type { Row } from '../../components/useTableRows.ts';

type AlumniProfile = Row<'alumni_profiles'>;
const sections = texts.admin.alumni.sections;

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function AlumniForm({
  profile,
  onClose,
  onSaved,
}: {
  profile: AlumniProfile | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dataProvider = useDataProvider();
  const { values, text } = useFormFields({
    name: textOf(profile?.name),
    graduation_year: textOf(profile?.graduation_year),
    degree: textOf(profile?.degree),
    current_position: textOf(profile?.current_position),
    organization: textOf(profile?.organization),
    location: textOf(profile?.location),
    bio: textOf(profile?.bio),
    testimonial: textOf(profile?.testimonial),
  });
  const [image, setImage] = useState<File | null>(null);
  const [invalid, setInvalid] = useState(new Set<string>());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A profile saved with a degree only the public list has keeps it as a choice here.
  const degrees: readonly string[] =
    profile && !(ADMIN_DEGREES as readonly string[]).includes(profile.degree)
      ? [...ADMIN_DEGREES, profile.degree]
      : ADMIN_DEGREES;

  async function save() {
    // A public edit may have chosen a degree only the public list has; keeping it is allowed.
    const keepsPublicDegree = profile !== null && values.degree === profile.degree && degrees !== ADMIN_DEGREES;
    const schema = keepsPublicDegree ? publicAlumniProfileSchema : adminAlumniProfileSchema;
    const result = schema.safeParse({ ...values, image: image ?? undefined });
    if (!result.success) {
      setInvalid(invalidFields(result));
      setError(firstIssue(result));
      return;
    }
    const { image: chosen, ...fields } = result.data;
    const data: WithFiles<TablesInsert<'alumni_profiles'>, 'image_url'> = {
      ...fields,
      image_url: chosen ?? profile?.image_url ?? null,
    };
    setBusy(true);
    setError(null);
    try {
      if (profile) await dataProvider.update('alumni_profiles', { id: profile.id, data, previousData: profile });
      else await dataProvider.create('alumni_profiles', { data });
      onSaved();
    } catch (failure) {
      setError(isUploadError(failure) ? screenErrors.admin.alumni.uploadImage : screenErrors.admin.alumni.save);
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open
      title={profile ? texts.admin.alumni.editTitle : texts.admin.alumni.addTitle}
      error={error}
      busy={busy}
      onClose={onClose}
      onSubmit={save}
    >
      <FormSection title={sections.basicInformation}>
        <TextField label="Full Name" required error={invalid.has('name')} {...text('name')} />
        <FilePicker
          label="Photo"
          accept="image/*"
          file={image}
          currentUrl={profile?.image_url}
          onChange={setImage}
          invalid={invalid.has('image')}
        />
      </FormSection>
      <FormSection title={sections.education}>
        <TextField
          select
          label="Graduation Year"
          required
          error={invalid.has('graduation_year')}
          {...text('graduation_year')}
        >
          {graduationYears().map((year) => (
            <MenuItem key={year} value={String(year)}>
              {year}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Degree" required error={invalid.has('degree')} {...text('degree')}>
          {degrees.map((degree) => (
            <MenuItem key={degree} value={degree}>
              {degree}
            </MenuItem>
          ))}
        </TextField>
      </FormSection>
      <FormSection title={sections.currentPosition}>
        <TextField label="Position" {...text('current_position')} />
        <TextField label="Organization" {...text('organization')} />
        <TextField label="Location" {...text('location')} />
      </FormSection>
      <FormSection title={sections.bioAndTestimonial}>
        <TextField label="Bio" multiline minRows={3} {...text('bio')} />
        <TextField label="Testimonial" multiline minRows={2} helperText="Optional" {...text('testimonial')} />
      </FormSection>
    </FormDialog>
  );
}
