import { texts } from '@seminary/core/texts';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's theme in the school's purple; every colour keeps at least 4.5:1 against its background. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#4a2574', contrastText: '#ffffff' },
    secondary: { main: '#4a2574', contrastText: '#ffffff' },
    // Material's orange is 3:1 on white, too light for the 'Not Contacted' chip's text.
    warning: { main: '#b45309', contrastText: '#ffffff' },
    // Material's red is 4.4:1 on a filled text field's grey, short of 4.5 for an invalid field's label.
    error: { main: '#c62828', contrastText: '#ffffff' },
  },
  components: {
    ...defaultTheme.components,
    // ra-supabase's forgot- and set-password pages, in the sign-in page's colours.
    RaAuthLayout: {
      styleOverrides: {
        root: {
          backgroundImage: 'linear-gradient(160deg, #4a2574 0%, #2a1245 100%)',
          '& .RaAuthLayout-icon': { backgroundColor: '#4a2574' },
        },
      },
    },
    // Touch targets of at least 24 px (WCAG 2.5.8) even in dense tables.
    MuiIconButton: { defaultProps: { size: 'medium' } },
    // react-admin's spinners (the app bar's while a list reloads) are progressbars with no name
    // of their own; ours are aria-hidden beside their text, where the name is harmless.
    MuiCircularProgress: { defaultProps: { 'aria-label': texts.admin.busy } },
    // Material's type scale gives body text, headings and buttons a letter-spacing (body text
    // 0.00938em), which opens gaps between Telugu syllables, and buttons an uppercase Telugu has
    // no use for: text marked Telugu (the Telugu fields, editors and the post preview) takes
    // neither. `html` outranks the one class of a component's own rule, which comes later.
    MuiCssBaseline: { styleOverrides: { 'html :lang(te)': { letterSpacing: 'normal', textTransform: 'none' } } },
  },
};
