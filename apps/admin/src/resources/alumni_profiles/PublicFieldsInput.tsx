import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { ALUMNI_PUBLIC_FIELDS, type AlumniPublicField } from '@seminary/core/constants';
import { alumniProfilesWords } from '@seminary/core/i18n/en/admin/alumni-profiles.ts';
import { texts } from '@seminary/core/texts';
import { useId } from 'react';
import { useInput } from 'react-admin';

const FIELD_NAMES: Record<AlumniPublicField, string> = {
  image_url: alumniProfilesWords.photo,
  location: alumniProfilesWords.location,
  organization: alumniProfilesWords.organization,
  current_position: alumniProfilesWords.position,
  bio: alumniProfilesWords.bio,
  testimonial: alumniProfilesWords.testimonial,
};

/**
 * Which of her fields the public alumni page shows (public_fields). Each box is named "Show"
 * and described by its field's name, so that a field's own label names its text box alone.
 */
export function PublicFieldsInput() {
  const id = useId();
  const { field } = useInput({ source: 'public_fields' });
  const chosen: readonly string[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (name: AlumniPublicField, on: boolean) =>
    field.onChange(ALUMNI_PUBLIC_FIELDS.filter((f) => (f === name ? on : chosen.includes(f))));
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {ALUMNI_PUBLIC_FIELDS.map((name) => (
        <Box component="li" key={name} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={`${id}-${name}`} variant="body2" sx={{ minWidth: '7rem' }}>
            {FIELD_NAMES[name]}
          </Typography>
          <FormControlLabel
            label={texts.admin.alumni.publicChoice.show}
            control={
              <Checkbox
                checked={chosen.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
                slotProps={{ input: { 'aria-describedby': `${id}-${name}` } }}
              />
            }
          />
        </Box>
      ))}
    </Box>
  );
}
