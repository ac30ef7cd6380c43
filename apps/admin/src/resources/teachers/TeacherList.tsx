import AddIcon from '@mui/icons-material/Add';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { Box, Button, Card, CardActions, CardContent, CardMedia, IconButton, Typography } from '@mui/material';
import { screenErrors, texts } from '@seminary/core/texts';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { useRowDelete } from '../../components/useRowDelete.ts';
import { type Row, useTableRows } from '../../components/useTableRows.ts';
import { TeacherForm } from './TeacherForm.tsx';

type Teacher = Row<'teachers'>;

const socialIcons = [
  { field: 'facebook_url', name: 'Facebook', Icon: FacebookIcon },
  { field: 'twitter_url', name: 'Twitter', Icon: XIcon },
  { field: 'instagram_url', name: 'Instagram', Icon: InstagramIcon },
  { field: 'linkedin_url', name: 'LinkedIn', Icon: LinkedInIcon },
] as const;

export function TeacherList() {
  const { data: teachers = [], isPending, error, refetch } = useTableRows('teachers', { field: 'name', order: 'ASC' });
  const [editing, setEditing] = useState<Teacher | 'new' | null>(null);
  const { deleting, setDeleting, busy, actionError, remove } = useRowDelete(
    'teachers',
    screenErrors.admin.teachers.delete,
    refetch,
  );

  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader
        title={texts.admin.teachers.heading}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Add Teacher
          </Button>
        }
      />
      <ErrorBanner message={error ? screenErrors.admin.teachers.fetch : actionError} />
      {error ? null : isPending ? (
        <LoadingState label="Loading teachers..." />
      ) : teachers.length === 0 ? (
        <EmptyState message="No teachers yet. Add your first teacher!" />
      ) : (
        <Box
          component="ul"
          aria-label="Teachers"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {teachers.map((teacher) => (
            <Card component="li" key={teacher.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardMedia
                component="img"
                image={teacher.image_url}
                alt={`Photo of ${teacher.name}`}
                sx={{ height: 220, objectFit: 'cover', bgcolor: 'grey.200' }}
              />
              <CardContent sx={{ flex: 1 }}>
                <Typography variant="h6" component="h2">
                  {teacher.name}
                </Typography>
                <Typography color="primary" sx={{ mb: 1 }}>
                  {teacher.position}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                >
                  {teacher.bio}
                </Typography>
              </CardContent>
              <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Box>
                  {socialIcons.map(({ field, name, Icon }) =>
                    teacher[field] ? (
                      <IconButton
                        key={field}
                        component="a"
                        href={teacher[field] ?? undefined}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={`${teacher.name} on ${name}`}
                      >
                        <Icon />
                      </IconButton>
                    ) : null,
                  )}
                </Box>
                <Box>
                  <EditDeleteActions
                    name={teacher.name}
                    onEdit={() => setEditing(teacher)}
                    onDelete={() => setDeleting(teacher)}
                  />
                </Box>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      {editing ? (
        <TeacherForm
          teacher={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete teacher"
        message={`Are you sure you want to delete ${deleting?.name ?? ''}? Their photo is removed too.`}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
