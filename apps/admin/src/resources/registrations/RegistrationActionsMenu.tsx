import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import ImageIcon from '@mui/icons-material/Image';
import LabelIcon from '@mui/icons-material/Label';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { registrationsWords } from '@seminary/core/i18n/en/admin/registrations.ts';
import { texts } from '@seminary/core/texts';
import { useId, useState } from 'react';

/**
 * A row's menu: mark contacted or not, view the application and change its status (students),
 * view the payment screenshot (students), delete.
 */
export function RegistrationActionsMenu({
  name,
  contacted,
  onToggleContacted,
  onViewApplication,
  onChangeStatus,
  onViewPaymentScreenshot,
  onDelete,
}: {
  name: string;
  contacted: boolean;
  onToggleContacted: () => void;
  onViewApplication?: () => void;
  onChangeStatus?: () => void;
  onViewPaymentScreenshot?: () => void;
  onDelete: () => void;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  function choose(action: () => void) {
    return () => {
      close();
      action();
    };
  }
  return (
    <>
      <IconButton
        aria-label={registrationsWords.actionsFor(name)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={choose(onToggleContacted)}>
          <ListItemIcon>{contacted ? <UndoIcon fontSize="small" /> : <DoneIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>
            {contacted
              ? registrationsWords.markAs(texts.admin.registrations.notContacted)
              : registrationsWords.markAs(texts.admin.registrations.contacted)}
          </ListItemText>
        </MenuItem>
        {onViewApplication ? (
          <MenuItem onClick={choose(onViewApplication)}>
            <ListItemIcon>
              <VisibilityIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{registrationsWords.viewApplication}</ListItemText>
          </MenuItem>
        ) : null}
        {onChangeStatus ? (
          <MenuItem onClick={choose(onChangeStatus)}>
            <ListItemIcon>
              <LabelIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{registrationsWords.changeStatus}</ListItemText>
          </MenuItem>
        ) : null}
        {onViewPaymentScreenshot ? (
          <MenuItem onClick={choose(onViewPaymentScreenshot)}>
            <ListItemIcon>
              <ImageIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{texts.admin.registrations.viewPaymentScreenshot}</ListItemText>
          </MenuItem>
        ) : null}
        <MenuItem onClick={choose(onDelete)} sx={{ color: 'error.main' }}>
          <ListItemIcon>
            <DeleteIcon fontSize="small" color="error" />
          </ListItemIcon>
          <ListItemText>{registrationsWords.delete}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
