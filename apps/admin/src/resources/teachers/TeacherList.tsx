import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { Box, Card, CardActions, CardContent, CardMedia, IconButton, Typography } from '@mui/material';
import { teachersWords } from '@seminary/core/i18n/en/admin/teachers.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { useListContext } from 'react-admin';
import { ContentActions, ContentList } from '../../components/ContentList.tsx';
import { CardGrid } from '../../components/media/CardGrid.tsx';
import type { Row } from '../../components/records.ts';
import { TeacherForm } from './TeacherForm.tsx';

type Teacher = Row<'teachers'>;

const socialIcons = [
  { field: 'facebook_url', name: teachersWords.facebook, Icon: FacebookIcon },
  { field: 'twitter_url', name: teachersWords.twitter, Icon: XIcon },
  { field: 'instagram_url', name: teachersWords.instagram, Icon: InstagramIcon },
  { field: 'linkedin_url', name: teachersWords.linkedin, Icon: LinkedInIcon },
] as const;

function TeacherCards() {
  const { data = [] } = useListContext<Teacher>();
  return (
    <CardGrid label={teachersWords.teachers} columns={{ xs: 1, sm: 2, lg: 3 }} gap={2} sx={{ mb: 2 }}>
      {data.map((teacher) => (
        <Card component="li" key={teacher.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
          <CardMedia
            component="img"
            image={teacher.image_url}
            alt={teachersWords.photoOf(teacher.name)}
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
                    aria-label={teachersWords.on(teacher.name, name)}
                  >
                    <Icon />
                  </IconButton>
                ) : null,
              )}
            </Box>
            <Box>
              <ContentActions record={teacher} />
            </Box>
          </CardActions>
        </Card>
      ))}
    </CardGrid>
  );
}

/** The faculty, by name. */
export function TeacherList() {
  return (
    <ContentList<Teacher>
      resource="teachers"
      title={texts.admin.teachers.heading}
      sort={{ field: 'name', order: 'ASC' }}
      loadErrorMessage={screenErrors.admin.teachers.fetch}
      loadingLabel={teachersWords.loadingTeachers}
      emptyText={teachersWords.noTeachersYetAddYour}
      deletedLabel="teachers"
      addLabel={teachersWords.addTeacher}
      deletion={{
        title: teachersWords.deleteTeacher,
        message: (row) => teachersWords.confirmDelete(row.name),
        failureMessage: screenErrors.admin.teachers.delete,
      }}
      form={TeacherForm}
    >
      <TeacherCards />
    </ContentList>
  );
}
