import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { componentsWords } from '@seminary/core/i18n/en/admin/components.ts';
import type { TableName } from '../providers/dataProvider.ts';
import { HistoryButton } from './history/ContentHistory.tsx';

/**
 * The edit and delete icon buttons of a row, named after what they act on, and for a content
 * record the button of its history (its earlier versions, each restorable).
 */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
  history,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  history?: { resource: TableName; id: string };
}) {
  return (
    <>
      {history ? <HistoryButton resource={history.resource} recordId={history.id} name={name} /> : null}
      <Tooltip title={componentsWords.edit}>
        <IconButton aria-label={componentsWords.editOf(name)} onClick={onEdit} color="primary">
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={componentsWords.delete}>
        <IconButton aria-label={componentsWords.deleteOf(name)} onClick={onDelete} color="error">
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}
