import { Box, MenuItem, TextField } from '@mui/material';
import { DEFAULT_ICON_NAME, ICON_NAMES } from '@seminary/core/constants';
import { screenErrors, texts } from '@seminary/core/texts';
import { statisticFormSchema } from '@seminary/core/validation';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { describeError, firstIssue, invalidFields } from '../../components/errors.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { textOf, useFormFields } from '../../components/useFormFields.ts';
import type { Row } from '../../components/useTableRows.ts';
import { statisticIcon } from './statisticIcons.ts';

type Statistic = Row<'statistics'>;

export function StatisticForm({
  statistic,
  onClose,
  onSaved,
}: {
  statistic: Statistic | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dataProvider = useDataProvider();
  const { values, text } = useFormFields({
    title: textOf(statistic?.title),
    value: textOf(statistic?.value),
    icon_name: statistic?.icon_name ?? DEFAULT_ICON_NAME,
  });
  const [invalid, setInvalid] = useState(new Set<string>());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const result = statisticFormSchema.safeParse(values);
    if (!result.success) {
      setInvalid(invalidFields(result));
      setError(firstIssue(result));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (statistic) {
        await dataProvider.update('statistics', { id: statistic.id, data: result.data, previousData: statistic });
      } else {
        await dataProvider.create('statistics', { data: result.data });
      }
      onSaved();
    } catch (failure) {
      // The spec shows the thrown message when there is one.
      setError((failure as Error | null)?.message ? describeError(failure) : screenErrors.admin.statistics.save);
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open
      title={statistic ? texts.admin.statistics.editTitle : texts.admin.statistics.addTitle}
      error={error}
      busy={busy}
      busyLabel="Saving..."
      onClose={onClose}
      onSubmit={save}
    >
      <TextField label="Title" required error={invalid.has('title')} {...text('title')} />
      <TextField
        label="Value"
        required
        type="number"
        slotProps={{ htmlInput: { inputMode: 'numeric', step: 1, min: 0 } }}
        helperText="Shown with a trailing + on the home page"
        error={invalid.has('value')}
        {...text('value')}
      />
      <TextField select label="Icon" {...text('icon_name')}>
        {ICON_NAMES.map((name) => {
          const Icon = statisticIcon(name);
          return (
            <MenuItem key={name} value={name}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Icon fontSize="small" aria-hidden />
                {name}
              </Box>
            </MenuItem>
          );
        })}
      </TextField>
    </FormDialog>
  );
}
