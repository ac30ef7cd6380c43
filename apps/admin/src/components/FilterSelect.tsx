import { SelectInput } from 'react-admin';

/**
 * A list filter's choice, inside its FilterLiveForm, with an 'All ...' choice first. It is a
 * choice of its own rather than react-admin's empty item, which screen readers would announce
 * as 'Clear value' instead of the text shown. Choosing it clears the filter.
 */
export function FilterSelect({
  source,
  label,
  allLabel,
  choices,
  optionText = 'name',
}: {
  source: string;
  label: string;
  allLabel: string;
  choices: readonly Record<string, unknown>[];
  optionText?: string;
}) {
  return (
    <SelectInput
      source={source}
      label={label}
      choices={[{ id: '', [optionText]: allLabel }, ...choices]}
      optionText={optionText}
      // Leaves out react-admin's empty item; the required mark it would show is hidden, as
      // nothing here is required.
      isRequired
      helperText={false}
      sx={{ '& .MuiFormLabel-asterisk': { display: 'none' } }}
    />
  );
}
