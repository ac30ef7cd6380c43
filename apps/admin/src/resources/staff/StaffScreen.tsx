import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@seminary/core/staff-roles';
import { useId, useState } from 'react';
import {
  DateField,
  useCreate,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRefresh,
  useResourceContext,
  useUpdate,
} from 'react-admin';
import { useMatch, useNavigate } from 'react-router';
import { DATE_TIME } from '../../components/dates.ts';
import { describeError } from '../../components/errors.ts';
import { ListScreen, useReportError } from '../../components/ListScreen.tsx';
import { Column, RowsTable } from '../../components/RowsTable.tsx';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import type { StaffMember } from '../../providers/staffFunction.ts';

const ROLE_HELP: Record<StaffRole, string> = {
  administrator: 'Everything, including staff, mail and privacy settings',
  editor: 'The website’s content and publishing',
  admissions: 'Enquiries, applications and their e-mails',
};

function RoleSelect({
  value,
  onChange,
  label,
  id,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  label: string;
  id?: string;
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as StaffRole)}
      size="small"
      sx={{ minWidth: 180 }}
    >
      {STAFF_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </MenuItem>
      ))}
    </TextField>
  );
}

function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [error, setError] = useState<string | null>(null);

  function invite() {
    setError(null);
    create(
      'staff',
      { data: { email: email.trim(), role } },
      {
        onSuccess: () => {
          notify(`Invitation sent to ${email.trim()}.`, { type: 'success' });
          setEmail('');
          onClose();
        },
        onError: (failure) => setError(describeError(failure)),
      },
    );
  }

  return (
    <Dialog open={open} onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} component="h2">
        Invite a colleague
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          She receives an e-mail with a link to choose her password, then signs in with this address.
        </DialogContentText>
        <TextField
          label="E-mail"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: 320 } }}
        />
        <RoleSelect label="Role" value={role} onChange={setRole} />
        <DialogContentText variant="body2">{ROLE_HELP[role]}.</DialogContentText>
        {error ? (
          <DialogContentText color="error" role="alert">
            {error}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={invite} disabled={isPending || !email.trim()}>
          Send invitation
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function StaffRows() {
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const [update] = useUpdate();
  const refresh = useRefresh();
  const notify = useNotify();
  const reportError = useReportError();
  const { identity } = useGetIdentity();

  function changeRole(member: StaffMember, role: StaffRole) {
    reportError(null);
    update(
      'staff',
      { id: member.id, data: { role }, previousData: member },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(`${member.email} is now ${STAFF_ROLE_LABELS[role].toLowerCase()}.`, { type: 'success' }),
        onError: (failure) => reportError(describeError(failure)),
      },
    );
  }

  async function run(action: () => Promise<unknown>, done: string) {
    reportError(null);
    try {
      await action();
      notify(done, { type: 'success' });
      refresh();
    } catch (failure) {
      reportError(describeError(failure));
    }
  }

  return (
    <RowsTable label="Staff">
      <Column source="email" label="E-mail" sx={{ wordBreak: 'break-all', minWidth: 180 }} />
      <Column
        source="role"
        label="Role"
        disableSort
        render={(member: StaffMember) => (
          <RoleSelect
            label={`Role of ${member.email}`}
            value={member.role}
            onChange={(role) => changeRole(member, role)}
          />
        )}
      />
      <Column
        source="disabled"
        label="Account"
        disableSort
        render={(member: StaffMember) => (
          <Chip
            size="small"
            label={member.disabled ? 'Disabled' : 'Active'}
            color={member.disabled ? 'default' : 'success'}
          />
        )}
      />
      <Column source="last_sign_in_at" label="Last sign-in" disableSort sx={{ whiteSpace: 'nowrap' }}>
        <DateField source="last_sign_in_at" showTime options={DATE_TIME} emptyText="Never" />
      </Column>
      <Column
        label="Actions"
        align="right"
        disableSort
        render={(member: StaffMember) =>
          member.id === identity?.id ? null : (
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button
                size="small"
                onClick={() =>
                  run(
                    () => dataProvider.sendStaffPasswordLink(member.id),
                    `A password link was sent to ${member.email}.`,
                  )
                }
                aria-label={`Send a password link to ${member.email}`}
              >
                Password link
              </Button>
              <Button
                size="small"
                color={member.disabled ? 'primary' : 'error'}
                onClick={() =>
                  run(
                    () => dataProvider.setStaffDisabled(member.id, !member.disabled),
                    member.disabled ? `${member.email} can sign in again.` : `${member.email} can no longer sign in.`,
                  )
                }
                aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.email}`}
              >
                {member.disabled ? 'Enable' : 'Disable'}
              </Button>
            </Box>
          )
        }
      />
    </RowsTable>
  );
}

/**
 * The school's staff accounts, for administrators: invite a colleague with her role,
 * change a role, disable or enable an account, send a password link. Everything goes through the
 * staff Edge Function, which keeps the last administrator and one's own administrator role.
 */
export function StaffScreen() {
  // The invitation is the section's create form, at /staff/create like any resource's.
  const section = useResourceContext();
  const navigate = useNavigate();
  const inviting = useMatch(`/${section}/create`) !== null;
  return (
    <>
      <ListScreen
        resource="staff"
        title="Staff"
        description="Who may use this admin, and with which role. Editors keep the website; the admissions office handles enquiries and applications; administrators do everything."
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => navigate(`/${section}/create`)}>
            Invite
          </Button>
        }
        sort={{ field: 'email', order: 'ASC' }}
        paged
        loadErrorMessage="Failed to load the staff. Please try again later."
        loadingLabel="Loading the staff..."
        emptyText="No staff yet."
      >
        <StaffRows />
      </ListScreen>
      <InviteDialog open={inviting} onClose={() => navigate(`/${section}`)} />
    </>
  );
}
