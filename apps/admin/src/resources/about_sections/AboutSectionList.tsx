import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { aboutSectionsWords } from '@seminary/core/i18n/en/admin/about-sections.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { useListContext } from 'react-admin';
import { RecentlyDeletedButton } from '../../components/history/ContentHistory.tsx';
import { ListScreen, PAGE_SIZE } from '../../components/ListScreen.tsx';
import { AddButton } from '../../components/media/AddButton.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import type { RecordEditor, Row } from '../../components/records.ts';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import { useRecordEditor } from '../../components/useRecordEditor.ts';
import { AboutSectionForm } from './AboutSectionForm.tsx';
import { sectionTypeLabel } from './sectionTypeLabel.ts';

type AboutSection = Row<'about_sections'>;

function AboutSectionCards({ editor }: { editor: RecordEditor<AboutSection> }) {
  const { data: sections = [] } = useListContext<AboutSection>();
  const { ask, dialog } = useConfirmedDelete<AboutSection>('about_sections', {
    title: aboutSectionsWords.deleteSection,
    message: (section) => aboutSectionsWords.confirmDelete(section.title),
    failureMessage: screenErrors.admin.about.deleteSection,
  });
  return (
    <>
      <Stack spacing={2}>
        {sections.map((section) => (
          <Card key={section.id} variant="outlined" component="article">
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Chip label={sectionTypeLabel(section.section_type)} color="primary" size="small" sx={{ mb: 1 }} />
                  <Typography variant="h6" component="h2">
                    {section.title}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', flexShrink: 0 }}>
                  <EditDeleteActions
                    history={{ resource: 'about_sections', id: section.id }}
                    name={section.title}
                    onEdit={() => editor.open(section)}
                    onDelete={() => ask(section)}
                  />
                </Box>
              </Box>
              <SafeHtml html={section.content} sx={{ mt: 1, color: 'text.secondary', '& p': { my: 1 } }} />
            </CardContent>
          </Card>
        ))}
      </Stack>
      {dialog}
    </>
  );
}

/** The about page's sections as cards, oldest first, with the rich text as visitors see it. */
export function AboutSectionList() {
  const editor = useRecordEditor<AboutSection>('about_sections');
  return (
    <ListScreen
      resource="about_sections"
      sort={{ field: 'created_at', order: 'ASC' }}
      perPage={PAGE_SIZE}
      disableSyncWithLocation
      actions={
        <>
          <RecentlyDeletedButton resource="about_sections" label="sections" />
          <AddButton label={texts.admin.about.addSection} onClick={() => editor.open('new')} />
        </>
      }
      loadErrorMessage={screenErrors.admin.about.fetchSections}
      loadingLabel={aboutSectionsWords.loadingSections}
      emptyText={aboutSectionsWords.noSectionsYetAddThe}
      dialogs={<AboutSectionForm editor={editor} />}
    >
      <AboutSectionCards editor={editor} />
    </ListScreen>
  );
}
