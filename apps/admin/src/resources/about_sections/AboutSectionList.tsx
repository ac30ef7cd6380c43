import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { screenErrors, texts } from '@seminary/core/texts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { RecentlyDeletedButton } from '../../components/history/ContentHistory.tsx';
import { CardList, useCardScreen } from '../../components/media/CardList.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { AboutSectionForm } from './AboutSectionForm.tsx';
import { sectionTypeLabel } from './sectionTypeLabel.ts';

/** The about page's sections as cards, oldest first, with the rich text as visitors see it. */
export function AboutSectionList() {
  const { list, actionError, editor, setDeleting, confirmDelete } = useCardScreen(
    'about_sections',
    { field: 'created_at', order: 'ASC' },
    screenErrors.admin.about.deleteSection,
  );
  return (
    <Box>
      <CardList
        list={list}
        add={{ label: texts.admin.about.addSection, onClick: () => editor.open('new') }}
        actions={<RecentlyDeletedButton resource="about_sections" label="sections" />}
        fetchError={screenErrors.admin.about.fetchSections}
        actionError={actionError}
        loadingLabel="Loading sections..."
        emptyMessage="No sections yet. Add the history, vision and mission."
      >
        {(sections) => (
          <Stack spacing={2}>
            {sections.map((section) => (
              <Card key={section.id} variant="outlined" component="article">
                <CardContent>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Chip
                        label={sectionTypeLabel(section.section_type)}
                        color="primary"
                        size="small"
                        sx={{ mb: 1 }}
                      />
                      <Typography variant="h6" component="h2">
                        {section.title}
                      </Typography>
                    </Box>
                    <Box sx={{ display: 'flex', flexShrink: 0 }}>
                      <EditDeleteActions
                        history={{ resource: 'about_sections', id: section.id }}
                        name={section.title}
                        onEdit={() => editor.open(section)}
                        onDelete={() => setDeleting(section)}
                      />
                    </Box>
                  </Box>
                  <SafeHtml html={section.content} sx={{ mt: 1, color: 'text.secondary', '& p': { my: 1 } }} />
                </CardContent>
              </Card>
            ))}
          </Stack>
        )}
      </CardList>
      <AboutSectionForm editor={editor} />
      <ConfirmDialog
        {...confirmDelete(
          'Delete section',
          (section) => `Are you sure you want to delete the section “${section.title}”?`,
        )}
      />
    </Box>
  );
}
