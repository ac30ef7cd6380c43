import { Box } from '@mui/material';
import { DEFAULT_ICON_NAME, ICON_NAMES } from '@seminary/core/constants';
import { statisticsWords } from '@seminary/core/i18n/en/admin/statistics.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { statisticFormSchema } from '@seminary/core/validation';
import { SelectInput, TextInput } from 'react-admin';
import { BilingualTextInput } from '../../components/BilingualTextInput.tsx';
import { describedOr } from '../../components/errors.ts';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';
import { editedRecord, type RecordEditor, type Row } from '../../components/records.ts';
import { statisticIcon } from './statisticIcons.ts';

const ICON_CHOICES = ICON_NAMES.map((name) => ({ id: name, name }));

function IconChoice({ name }: { name: string }) {
  const Icon = statisticIcon(name);
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" aria-hidden />
      {name}
    </Box>
  );
}

export function StatisticForm({ editor }: { editor: RecordEditor<Row<'statistics'>> }) {
  return (
    <RecordFormDialog
      editor={editor}
      title={editedRecord(editor) ? texts.admin.statistics.editTitle : texts.admin.statistics.addTitle}
      defaultValues={{ title: '', value: '', icon_name: DEFAULT_ICON_NAME }}
      schema={statisticFormSchema}
      failureMessage={describedOr(screenErrors.admin.statistics.save)}
      busyLabel={statisticsWords.saving}
    >
      <BilingualTextInput source="title" label={statisticsWords.title} isRequired />
      <TextInput
        source="value"
        label={statisticsWords.value}
        isRequired
        type="number"
        slotProps={{ htmlInput: { inputMode: 'numeric', step: 1, min: 0 } }}
        helperText={statisticsWords.shownWithATrailingOn}
      />
      <SelectInput
        source="icon_name"
        label={statisticsWords.icon}
        choices={ICON_CHOICES}
        optionText={(choice: { name: string }) => <IconChoice name={choice.name} />}
      />
    </RecordFormDialog>
  );
}
