import { useInput } from 'react-admin';
import { FilePicker } from './FilePicker.tsx';

/**
 * A react-admin input for a file column: the form holds the stored URL until a file is chosen,
 * then the File itself, which the data provider uploads in the URL's place.
 */
export function FileInput({
  source,
  label,
  accept = 'image/*',
  required = false,
  helperText,
  preview,
}: {
  source: string;
  label: string;
  accept?: string;
  required?: boolean;
  helperText?: string;
  /** An image preview (the default), or a link to the current file (a PDF). */
  preview?: 'image' | 'link';
}) {
  const { field, fieldState } = useInput({ source });
  const value: unknown = field.value;
  return (
    <FilePicker
      label={label}
      accept={accept}
      file={value instanceof File ? value : null}
      currentUrl={typeof value === 'string' && value ? value : null}
      onChange={(file) => field.onChange(file ?? value)}
      required={required}
      invalid={fieldState.invalid}
      helperText={helperText}
      preview={preview}
    />
  );
}
