import { Box, Button, Paper, Typography } from '@mui/material';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { ErrorBanner } from './ErrorBanner.tsx';
import { describeError, firstIssue } from './errors.ts';

type Checked<D> = { success: true; data: D } | { success: false; error: { issues: readonly { message: string }[] } };

/**
 * The text values of a settings form that the data provider reads and writes through functions
 * of its own (not a table's row): null until they have come, checked by the shared schema before
 * they are saved, and replaced by what the database stored. `field(name)` gives a text field its
 * value and change, disabled until the values have come.
 */
export function useSettings<V extends Record<string, string>, D>({
  load,
  check,
  save,
}: {
  load: () => Promise<V>;
  check: (values: V) => Checked<D>;
  save: (data: D) => Promise<V>;
}) {
  const [values, setValues] = useState<V | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the form opens
  useEffect(() => {
    load().then(setValues, (failure) => setError(describeError(failure)));
  }, []);

  const field = (name: keyof V & string) => ({
    value: values?.[name] ?? '',
    disabled: values === null,
    onChange: (event: { target: { value: string } }) => {
      setSaved(false);
      setValues((current) => (current ? { ...current, [name]: event.target.value } : current));
    },
  });

  async function submit() {
    if (!values) return;
    setSaved(false);
    const checked = check(values);
    if (!checked.success) {
      setError(firstIssue(checked));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setValues(await save(checked.data));
      setSaved(true);
    } catch (failure) {
      setError(describeError(failure));
    }
    setBusy(false);
  }

  return { values, field, error, saved, busy, submit };
}

/**
 * A settings form's section: its heading, the red banner, the words once saved, the fields
 * (disabled until the values have come) and the save button.
 */
export function SettingsForm({
  title,
  savedMessage,
  saveLabel,
  settings: { values, error, saved, busy, submit },
  children,
}: {
  title: string;
  savedMessage: string;
  saveLabel: string;
  settings: Pick<ReturnType<typeof useSettings>, 'values' | 'error' | 'saved' | 'busy' | 'submit'>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <ErrorBanner message={error} />
      {saved ? (
        <Typography role="status" color="success.dark" sx={{ mb: 2 }}>
          {savedMessage}
        </Typography>
      ) : null}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
      >
        {children}
        <Box>
          <Button type="submit" variant="contained" disabled={busy || values === null}>
            {saveLabel}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
