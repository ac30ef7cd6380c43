import { Box, Typography } from '@mui/material';
import { alumniProfilesWords } from '@seminary/core/i18n/en/admin/alumni-profiles.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { RecentlyDeletedButton } from '../../components/history/ContentHistory.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { AddButton } from '../../components/media/AddButton.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { Column, RowsTable } from '../../components/RowsTable.tsx';
import type { RecordEditor, Row } from '../../components/records.ts';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import { useRecordEditor } from '../../components/useRecordEditor.ts';
import { AlumniAvatar } from './AlumniAvatar.tsx';
import { AlumniForm } from './AlumniForm.tsx';

type AlumniProfile = Row<'alumni_profiles'>;
const columns = texts.admin.alumni.columns;

function AlumniRows({ editor }: { editor: RecordEditor<AlumniProfile> }) {
  const { ask, dialog } = useConfirmedDelete<AlumniProfile>('alumni_profiles', {
    title: alumniProfilesWords.deleteAlumniProfile,
    message: (row) => alumniProfilesWords.confirmDelete(row.name),
    failureMessage: screenErrors.admin.alumni.delete,
  });
  return (
    <>
      <RowsTable label={alumniProfilesWords.alumniProfiles}>
        <Column
          source="name"
          label={columns.profile}
          render={(profile: AlumniProfile) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200 }}>
              <AlumniAvatar name={profile.name} imageUrl={profile.image_url} />
              <Box>
                <Typography sx={{ fontWeight: 500 }}>{profile.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {texts.alumni.classOf} {profile.graduation_year}
                </Typography>
              </Box>
            </Box>
          )}
        />
        <Column
          source="degree"
          label={columns.details}
          render={(profile: AlumniProfile) => (
            <>
              <Typography variant="body2">{profile.degree}</Typography>
              <Typography variant="body2" color="text.secondary">
                {profile.location ?? '—'}
              </Typography>
            </>
          )}
        />
        <Column
          source="current_position"
          label={columns.currentPosition}
          render={(profile: AlumniProfile) => (
            <>
              <Typography variant="body2">{profile.current_position ?? '—'}</Typography>
              <Typography variant="body2" color="text.secondary">
                {profile.organization ?? ''}
              </Typography>
            </>
          )}
        />
        <Column
          label={columns.actions}
          align="right"
          disableSort
          sx={{ whiteSpace: 'nowrap' }}
          render={(profile: AlumniProfile) => (
            <EditDeleteActions
              history={{ resource: 'alumni_profiles', id: profile.id }}
              name={profile.name}
              onEdit={() => editor.open(profile)}
              onDelete={() => ask(profile)}
            />
          )}
        />
      </RowsTable>
      {dialog}
    </>
  );
}

/** Alumni profiles by graduation year, newest class first. */
export function AlumniList() {
  const editor = useRecordEditor<AlumniProfile>('alumni_profiles');
  return (
    <>
      <ListScreen
        resource="alumni_profiles"
        title={alumniProfilesWords.alumniManagement}
        sort={{ field: 'graduation_year', order: 'DESC' }}
        paged
        loadErrorMessage={screenErrors.admin.alumni.fetch}
        loadingLabel={texts.admin.alumni.loading}
        emptyText={texts.admin.alumni.empty}
        actions={
          <>
            <RecentlyDeletedButton resource="alumni_profiles" label={alumniProfilesWords.deletedNoun} />
            <AddButton label={alumniProfilesWords.addProfile} onClick={() => editor.open('new')} />
          </>
        }
      >
        <AlumniRows editor={editor} />
      </ListScreen>
      <AlumniForm editor={editor} />
    </>
  );
}
