// The edit form of /alumni/update: four sections, the public degree list and
// the graduation years from this year down to 1980, an optional new photo, and
// the page's privacy notice with the box she ticks to agree (no save without her consent), and
// her choice of what the alumni page shows.
import { type AlumniPublicField, graduationYears, PUBLIC_DEGREES } from '@seminary/core/constants';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { ConsentNotice, type FormNotice } from '../forms/ConsentNotice.tsx';
import { ErrorBanner } from '../forms/ErrorBanner.tsx';
import { Field, FormSection } from '../forms/Field.tsx';
import { useWords } from '../forms/locale.tsx';
import type { AlumniProfile } from './alumni-api.ts';
import { PublicFieldsChoice } from './PublicFieldsChoice.tsx';

export interface ProfileValues {
  name: string;
  graduation_year: string;
  degree: string;
  current_position: string;
  organization: string;
  location: string;
  bio: string;
  testimonial: string;
}

interface Props {
  profile: AlumniProfile;
  notice: FormNotice;
  saving: boolean;
  error: string | null;
  onSave: (values: ProfileValues, photo: File | null, publicFields: AlumniPublicField[]) => void;
  onBack: () => void;
}

function valuesOf(profile: AlumniProfile): ProfileValues {
  return {
    name: profile.name,
    graduation_year: String(profile.graduation_year),
    degree: profile.degree,
    current_position: profile.current_position ?? '',
    organization: profile.organization ?? '',
    location: profile.location ?? '',
    bio: profile.bio ?? '',
    testimonial: profile.testimonial ?? '',
  };
}

export function ProfileForm({ profile, notice, saving, error, onSave, onBack }: Props) {
  const words = useWords();
  const fields = words.site.alumniUpdateForm.fields;
  const [values, setValues] = useState(() => valuesOf(profile));
  const [photo, setPhoto] = useState<File | null>(null);
  const [publicFields, setPublicFields] = useState<AlumniPublicField[]>(() => [...profile.public_fields]);
  const [consent, setConsent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A profile an admin gave a degree from the admin's list keeps it on offer, so the form never
  // shows a degree the profile does not hold.
  const degrees: readonly string[] = PUBLIC_DEGREES.includes(profile.degree as (typeof PUBLIC_DEGREES)[number])
    ? PUBLIC_DEGREES
    : [...PUBLIC_DEGREES, profile.degree];

  const bind = (field: keyof ProfileValues) => ({
    id: `alumni-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setRefusal(consent ? null : words.refusals.consent_required);
    if (consent) onSave(values, photo, publicFields);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-labelledby="edit-profile-heading">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="edit-profile-heading" tabIndex={-1} className="section-title">
          {words.site.alumniUpdateForm.editHeading}
        </h2>
        <button type="button" onClick={onBack} disabled={saving} className="btn-outline self-start">
          <ArrowLeft size={18} aria-hidden="true" />
          {words.alumniUpdate.backToSearch}
        </button>
      </div>
      <p className="text-sm text-ink-soft">{words.site.alumniUpdateForm.requiredNote}</p>
      <ErrorBanner message={refusal ?? error} />

      <FormSection title={words.alumniUpdate.sections.personalInformation}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="alumni-name" label={fields.name} required>
            <input {...bind('name')} type="text" autoComplete="name" required className="field-input" />
          </Field>
          <Field id="alumni-location" label={fields.location}>
            <input {...bind('location')} type="text" autoComplete="address-level2" className="field-input" />
          </Field>
          <Field id="alumni-photo" label={fields.photo} hint={fields.photoHint} className="sm:col-span-2">
            <input
              id="alumni-photo"
              name="photo"
              type="file"
              accept="image/*"
              aria-describedby="alumni-photo-hint"
              onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
              className="block w-full text-sm text-ink file:mr-4 file:inline-flex file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-plum-800 file:px-5 file:font-semibold file:text-white hover:file:bg-plum-700"
            />
          </Field>
        </div>
      </FormSection>

      <FormSection title={words.alumniUpdate.sections.education}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="alumni-graduation_year" label={fields.graduationYear} required>
            <select {...bind('graduation_year')} required className="field-input">
              <option value="">{words.site.alumniUpdateForm.choose}</option>
              {graduationYears().map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </Field>
          <Field id="alumni-degree" label={fields.degree} required>
            <select {...bind('degree')} required className="field-input">
              <option value="">{words.site.alumniUpdateForm.choose}</option>
              {degrees.map((degree) => (
                <option key={degree} value={degree}>
                  {degree}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </FormSection>

      <FormSection title={words.alumniUpdate.sections.currentPosition}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="alumni-current_position" label={fields.currentPosition}>
            <input
              {...bind('current_position')}
              type="text"
              autoComplete="organization-title"
              className="field-input"
            />
          </Field>
          <Field id="alumni-organization" label={fields.organization}>
            <input {...bind('organization')} type="text" autoComplete="organization" className="field-input" />
          </Field>
        </div>
      </FormSection>

      <FormSection title={words.alumniUpdate.sections.bioAndTestimonial}>
        <Field id="alumni-bio" label={fields.bio}>
          <textarea {...bind('bio')} rows={4} className="field-input" />
        </Field>
        <Field id="alumni-testimonial" label={fields.testimonial} hint={fields.testimonialHint}>
          <textarea
            {...bind('testimonial')}
            rows={3}
            aria-describedby="alumni-testimonial-hint"
            className="field-input"
          />
        </Field>
      </FormSection>

      <PublicFieldsChoice
        id="alumni-public-fields"
        words={words.site.alumniUpdateForm.publicChoice}
        chosen={publicFields}
        onChange={setPublicFields}
        disabled={saving}
      />

      <ConsentNotice id="alumni-privacy" notice={notice} consent={{ checked: consent, onChange: setConsent }} />

      <div className="flex justify-end">
        <button type="submit" disabled={saving} aria-busy={saving} className="btn-gold">
          {saving ? words.alumniUpdate.updating : words.site.alumniUpdateForm.save}
        </button>
      </div>
    </form>
  );
}
