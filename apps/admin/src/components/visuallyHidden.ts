/** Hidden from sight but still focusable and announced, for native file inputs behind a styled button. */
export const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  width: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  margin: -1,
  padding: 0,
  border: 0,
} as const;
