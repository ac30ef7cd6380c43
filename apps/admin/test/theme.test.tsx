// The admin's theme gives every spinner a name: react-admin's own (the app bar's while a list
// reloads) render a bare CircularProgress, which axe reports as a progressbar with no name.
import { CircularProgress } from '@mui/material';
import { texts } from '@seminary/core/texts';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { expect, it } from 'vitest';
import { theme } from '../src/layout/theme.ts';

it('names a spinner that has no label of its own', () => {
  render(
    <AdminContext theme={theme}>
      <CircularProgress />
      <CircularProgress aria-label="Saving banner" />
    </AdminContext>,
  );
  expect(screen.getByRole('progressbar', { name: texts.admin.busy })).toBeTruthy();
  expect(screen.getByRole('progressbar', { name: 'Saving banner' })).toBeTruthy();
});
