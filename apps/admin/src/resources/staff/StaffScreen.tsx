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
import { staffWords } from '@seminary/core/i18n/en/admin/staff.ts';
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
import { ActionsColumn, Column, RowsTable } from '../../components/RowsTable.tsx';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import type { StaffMember } from '../../providers/staffFunction.ts';

const ROLE_HELP: Record<StaffRole, string> = {
  administrator: staffWords.everythingIncludingStaffMailAnd,
  editor: staffWords.theWebsiteSContentAnd,
  admissions: staffWords.enquiriesApplicationsAndTheirE,
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
          notify(staffWords.invitationSentTo(email.trim()), { type: 'success' });
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
        {staffWords.inviteAColleague}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{staffWords.sheReceivesAnEMail}</DialogContentText>
        <TextField
          label={staffWords.eMail}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: 320 } }}
        />
        <RoleSelect label={staffWords.role} value={role} onChange={setRole} />
        <DialogContentText variant="body2">{ROLE_HELP[role]}.</DialogContentText>
        {error ? (
          <DialogContentText color="error" role="alert">
            {error}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {staffWords.cancel}
        </Button>
        <Button variant="contained" onClick={invite} disabled={isPending || !email.trim()}>
          {staffWords.sendInvitation}
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
          notify(staffWords.isNow(member.email, STAFF_ROLE_LABELS[role].toLowerCase()), { type: 'success' }),
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
    <RowsTable label={staffWords.staff}>
      <Column source="email" label={staffWords.eMail} sx={{ wordBreak: 'break-all', minWidth: 180 }} />
      <Column
        source="role"
        label={staffWords.role}
        disableSort
        render={(member: StaffMember) => (
          <RoleSelect
            label={staffWords.roleOf(member.email)}
            value={member.role}
            onChange={(role) => changeRole(member, role)}
          />
        )}
      />
      <Column
        source="disabled"
        label={staffWords.account}
        disableSort
        render={(member: StaffMember) => (
          <Chip
            size="small"
            label={member.disabled ? staffWords.disabled : staffWords.active}
            color={member.disabled ? 'default' : 'success'}
          />
        )}
      />
      <Column source="last_sign_in_at" label={staffWords.lastSignIn} disableSort sx={{ whiteSpace: 'nowrap' }}>
        <DateField source="last_sign_in_at" showTime options={DATE_TIME} emptyText={staffWords.never} />
      </Column>
      <ActionsColumn
        label={staffWords.actions}
        render={(member: StaffMember) =>
          member.id === identity?.id ? null : (
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button
                size="small"
                onClick={() =>
                  run(
                    () => dataProvider.sendStaffPasswordLink(member.id),
                    staffWords.aPasswordLinkWasSent(member.email),
                  )
                }
                aria-label={staffWords.sendAPasswordLinkTo(member.email)}
              >
                {staffWords.passwordLink}
              </Button>
              <Button
                size="small"
                color={member.disabled ? 'primary' : 'error'}
                onClick={() =>
                  run(
                    () => dataProvider.setStaffDisabled(member.id, !member.disabled),
                    (member.disabled ? staffWords.canSignInAgain : staffWords.canNoLongerSignIn)(member.email),
                  )
                }
                aria-label={(member.disabled ? staffWords.enableOf : staffWords.disableOf)(member.email)}
              >
                {member.disabled ? staffWords.enable : staffWords.disable}
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
        title={staffWords.staff}
        description={staffWords.whoMayUseThisAdmin}
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => navigate(`/${section}/create`)}>
            {staffWords.invite}
          </Button>
        }
        sort={{ field: 'email', order: 'ASC' }}
        paged
        loadErrorMessage={staffWords.failedToLoadTheStaff}
        loadingLabel={staffWords.loadingTheStaff}
        emptyText={staffWords.noStaffYet}
      >
        <StaffRows />
      </ListScreen>
      <InviteDialog open={inviting} onClose={() => navigate(`/${section}`)} />
    </>
  );
}
