import { Box, Typography } from '@mui/material';
import { alumniProfilesWords } from '@seminary/core/i18n/en/admin/alumni-profiles.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { ContentActions, ContentList } from '../../components/ContentList.tsx';
import { ActionsColumn, Column, RowsTable } from '../../components/RowsTable.tsx';
import type { Row } from '../../components/records.ts';
import { AlumniAvatar } from './AlumniAvatar.tsx';
import { AlumniForm } from './AlumniForm.tsx';

type AlumniProfile = Row<'alumni_profiles'>;
const columns = texts.admin.alumni.columns;

/** Alumni profiles by graduation year, newest class first. */
export function AlumniList() {
  return (
    <ContentList<AlumniProfile>
      resource="alumni_profiles"
      title={alumniProfilesWords.alumniManagement}
      sort={{ field: 'graduation_year', order: 'DESC' }}
      paged
      loadErrorMessage={screenErrors.admin.alumni.fetch}
      loadingLabel={texts.admin.alumni.loading}
      emptyText={texts.admin.alumni.empty}
      deletedLabel={alumniProfilesWords.deletedNoun}
      addLabel={alumniProfilesWords.addProfile}
      deletion={{
        title: alumniProfilesWords.deleteAlumniProfile,
        message: (row) => alumniProfilesWords.confirmDelete(row.name),
        failureMessage: screenErrors.admin.alumni.delete,
      }}
      form={AlumniForm}
    >
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
        <ActionsColumn
          label={columns.actions}
          render={(profile: AlumniProfile) => <ContentActions record={profile} />}
        />
      </RowsTable>
    </ContentList>
  );
}
