import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';

/** The screen's button that opens the add dialog. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}
