import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, FormHelperText, Typography } from '@mui/material';
import { componentsWords } from '@seminary/core/i18n/en/admin/components.ts';
import { texts } from '@seminary/core/texts';
import { type ChangeEvent, useId } from 'react';
import { FileInputButton } from './FileInputButton.tsx';
import { useObjectUrl } from './useObjectUrl.ts';

/**
 * One file field: a 'Choose File' button over the native input (so keyboards and screen readers
 * reach it), the chosen file's name, and a preview of the chosen or current image.
 */
export function FilePicker({
  label,
  accept,
  file,
  currentUrl,
  onChange,
  required = false,
  invalid = false,
  helperText,
  preview = 'image',
  buttonLabel = texts.admin.logo.chooseFile,
}: {
  label: string;
  accept: string;
  file: File | null;
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  required?: boolean;
  invalid?: boolean;
  helperText?: string;
  preview?: 'image' | 'link';
  buttonLabel?: string;
}) {
  const labelId = useId();
  const buttonId = useId();
  const helperId = useId();
  const chosenUrl = useObjectUrl(preview === 'image' ? file : null);
  const shownUrl = chosenUrl ?? currentUrl ?? null;

  function change(event: ChangeEvent<HTMLInputElement>) {
    onChange(event.target.files?.[0] ?? null);
  }

  return (
    <Box>
      <Typography id={labelId} component="span" variant="body2" sx={{ display: 'block', mb: 1, fontWeight: 500 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FileInputButton
          startIcon={<UploadFileIcon aria-hidden />}
          color={invalid ? 'error' : 'primary'}
          accept={accept}
          onChange={change}
          aria-labelledby={`${labelId} ${buttonId}`}
          aria-describedby={helperText ? helperId : undefined}
          aria-invalid={invalid || undefined}
          required={required}
        >
          <span id={buttonId}>{buttonLabel}</span>
        </FileInputButton>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {file ? file.name : currentUrl ? componentsWords.currentFileKept : componentsWords.noFileChosen}
        </Typography>
      </Box>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
      {preview === 'image' && shownUrl ? (
        <Box
          component="img"
          src={shownUrl}
          alt={componentsWords.previewOf(label.toLowerCase())}
          sx={{ mt: 1, maxHeight: 160, maxWidth: '100%', borderRadius: 1, objectFit: 'contain', display: 'block' }}
        />
      ) : null}
      {preview === 'link' && !file && currentUrl ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <a href={currentUrl} target="_blank" rel="noreferrer">
            {componentsWords.openTheCurrentFile}
          </a>
        </Typography>
      ) : null}
    </Box>
  );
}
