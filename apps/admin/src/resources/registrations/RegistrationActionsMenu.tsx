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
import { type ReactNode, useId, useState } from 'react';

/** One of the menu's actions: its icon, then its words. */
function Action({ icon, onClick, children }: { icon: ReactNode; onClick: () => void; children: string }) {
  return (
    <MenuItem onClick={onClick}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{children}</ListItemText>
    </MenuItem>
  );
}

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
        <Action
          icon={contacted ? <UndoIcon fontSize="small" /> : <DoneIcon fontSize="small" />}
          onClick={choose(onToggleContacted)}
        >
          {contacted
            ? registrationsWords.markAs(texts.admin.registrations.notContacted)
            : registrationsWords.markAs(texts.admin.registrations.contacted)}
        </Action>
        {onViewApplication ? (
          <Action icon={<VisibilityIcon fontSize="small" />} onClick={choose(onViewApplication)}>
            {registrationsWords.viewApplication}
          </Action>
        ) : null}
        {onChangeStatus ? (
          <Action icon={<LabelIcon fontSize="small" />} onClick={choose(onChangeStatus)}>
            {registrationsWords.changeStatus}
          </Action>
        ) : null}
        {onViewPaymentScreenshot ? (
          <Action icon={<ImageIcon fontSize="small" />} onClick={choose(onViewPaymentScreenshot)}>
            {texts.admin.registrations.viewPaymentScreenshot}
          </Action>
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
