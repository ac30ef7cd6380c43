import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { visuallyHidden } from '../visuallyHidden.ts';

/**
 * A native file input shown as an outlined button. The input itself stays in the tab order
 * (hidden from sight only) and its label is the button's face, so keyboards, screen readers and
 * test tools reach the real input; the face shows the input's keyboard focus.
 */
export function FileInputButton({
  children,
  startIcon,
  color = 'primary',
  disabled = false,
  ...inputProps
}: {
  children: ReactNode;
  startIcon: ReactNode;
  color?: 'primary' | 'error';
  disabled?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'style' | 'color' | 'id' | 'children'>) {
  const id = useId();
  return (
    // Positioned, so the hidden input sits by its face and focusing it scrolls to the right place.
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      <input {...inputProps} id={id} type="file" disabled={disabled} style={visuallyHidden} />
      <Box
        component="label"
        htmlFor={id}
        sx={(theme) => ({
          ...theme.typography.button,
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 36,
          px: 2,
          py: 0.75,
          border: 1,
          borderColor: alpha(theme.palette[color].main, 0.5),
          borderRadius: 1,
          color: theme.palette[color].main,
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.5 : 1,
          '&:hover': disabled ? {} : { bgcolor: alpha(theme.palette[color].main, 0.04), borderColor: `${color}.main` },
          'input:focus-visible + &': { outline: 2, outlineColor: theme.palette[color].main, outlineOffset: 2 },
          '& svg': { fontSize: 20 },
        })}
      >
        {startIcon}
        {children}
      </Box>
    </Box>
  );
}
