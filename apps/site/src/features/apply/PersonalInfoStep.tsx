// Step 1: who the applicant is, where she lives, her education and the program and course she
// applies for (every field of student_registrations except the payment screenshot), and, when
// her date of birth makes her under 18, her parent or guardian, whose consent the DPDP Act requires;
// and her pastor or church leader, whom the school asks for a recommendation.

import { EDUCATION_LEVELS, GENDERS, PROGRAM_OPTIONS, START_DATES } from '@seminary/core/constants';
import type { RecommenderWords } from '@seminary/core/i18n/en/recommendation';
import type { ChangeEvent } from 'react';
import type { FormNotice } from '../forms/ConsentNotice.tsx';
import { Field, FormSection } from '../forms/Field.tsx';
import { useWords } from '../forms/locale.tsx';
import type { CourseOption } from './application-api.ts';
import type { ApplicationValues } from './application-values.ts';
import { CourseChoice } from './CourseChoice.tsx';
import type { Remote } from './use-remote.ts';

interface Props {
  values: ApplicationValues;
  onChange: (field: keyof ApplicationValues, value: string) => void;
  courses: Remote<CourseOption[]>;
  onRetryCourses: () => void;
  coursesErrorMessage: string | null;
  /** The guardian's words, given only while the date of birth makes her under 18. */
  guardian: FormNotice['guardian'];
  /** The recommender's words, from the page. */
  recommender: RecommenderWords;
}

export function PersonalInfoStep({
  values,
  onChange,
  courses,
  onRetryCourses,
  coursesErrorMessage,
  guardian,
  recommender,
}: Props) {
  const words = useWords();
  const fields = words.apply.fields;
  const bind = (field: keyof ApplicationValues) => ({
    id: `apply-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      onChange(field, event.target.value),
  });

  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-soft">{words.site.applyForm.requiredNote}</p>

      <FormSection title={words.site.applyForm.sections.about}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="apply-name" label={fields.name} required className="sm:col-span-2">
            <input {...bind('name')} type="text" autoComplete="name" required className="field-input" />
          </Field>
          <Field id="apply-email" label={fields.email} required>
            <input {...bind('email')} type="email" autoComplete="email" required className="field-input" />
          </Field>
          <Field id="apply-phone" label={fields.phone}>
            <input {...bind('phone')} type="tel" autoComplete="tel" className="field-input" />
          </Field>
          <Field id="apply-date_of_birth" label={words.site.applyForm.dateOfBirth}>
            <input {...bind('date_of_birth')} type="date" autoComplete="bday" className="field-input" />
          </Field>
          <Field id="apply-gender" label={words.site.applyForm.gender}>
            <select {...bind('gender')} className="field-input">
              <option value="">{words.site.applyForm.choose}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {words.site.options.genders[gender]}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </FormSection>

      {guardian && (
        <FormSection title={guardian.heading}>
          <p id="apply-guardian-hint" className="text-sm text-ink-soft" data-guardian-fields>
            {guardian.hint}
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="apply-guardian_name" label={guardian.name} required>
              <input
                {...bind('guardian_name')}
                type="text"
                required
                aria-describedby="apply-guardian-hint"
                className="field-input"
              />
            </Field>
            <Field id="apply-guardian_contact" label={guardian.contact} required>
              <input {...bind('guardian_contact')} type="text" required className="field-input" />
            </Field>
          </div>
        </FormSection>
      )}

      <FormSection title={words.site.applyForm.sections.contact}>
        <Field id="apply-address" label={fields.address}>
          <textarea {...bind('address')} rows={3} autoComplete="street-address" className="field-input" />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="apply-city" label={fields.city}>
            <input {...bind('city')} type="text" autoComplete="address-level2" className="field-input" />
          </Field>
          <Field id="apply-state" label={fields.state}>
            <input {...bind('state')} type="text" autoComplete="address-level1" className="field-input" />
          </Field>
        </div>
      </FormSection>

      <FormSection title={words.site.applyForm.sections.education}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="apply-education_level" label={words.site.applyForm.educationLevel}>
            <select {...bind('education_level')} className="field-input">
              <option value="">{words.site.applyForm.choose}</option>
              {EDUCATION_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {words.site.options.educationLevels[level]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="apply-previous_institution" label={words.site.applyForm.previousInstitution}>
            <input {...bind('previous_institution')} type="text" autoComplete="organization" className="field-input" />
          </Field>
        </div>
      </FormSection>

      <FormSection title={words.site.applyForm.sections.program}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="apply-program_interest" label={fields.programType} required>
            <select {...bind('program_interest')} required className="field-input">
              <option value="">{words.site.applyForm.choose}</option>
              {PROGRAM_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {words.site.options.programs[option.value]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="apply-start_date" label={words.site.applyForm.startDate}>
            <select {...bind('start_date')} className="field-input">
              <option value="">{words.site.applyForm.choose}</option>
              {START_DATES.map((start) => (
                <option key={start} value={start}>
                  {words.site.options.startDates[start]}
                </option>
              ))}
            </select>
          </Field>
        </div>

        <CourseChoice
          programType={values.program_interest}
          courseId={values.course_id}
          onChange={(courseId) => onChange('course_id', courseId)}
          courses={courses}
          onRetry={onRetryCourses}
          errorMessage={coursesErrorMessage}
        />

        <Field id="apply-comments" label={fields.comments}>
          <textarea {...bind('comments')} rows={4} className="field-input" />
        </Field>
      </FormSection>

      <FormSection title={recommender.heading}>
        <p id="apply-recommender-hint" className="text-sm text-ink-soft">
          {recommender.hint}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="apply-recommender_name" label={recommender.name} required>
            <input
              {...bind('recommender_name')}
              type="text"
              required
              maxLength={200}
              aria-describedby="apply-recommender-hint"
              className="field-input"
            />
          </Field>
          <Field id="apply-recommender_church" label={recommender.church} required>
            <input {...bind('recommender_church')} type="text" required maxLength={200} className="field-input" />
          </Field>
          <Field id="apply-recommender_email" label={recommender.email} required className="sm:col-span-2">
            <input {...bind('recommender_email')} type="email" required className="field-input" />
          </Field>
        </div>
      </FormSection>

      {/* Hidden from people and assistive technology; bots that fill every field fill this one. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="apply-website">Website</label>
        <input
          id="apply-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.honeypot}
          onChange={(event) => onChange('honeypot', event.target.value)}
        />
      </div>
    </div>
  );
}
